import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Інженер завжди має свою галузь — будівництво, механіку, електротехніку, автоматизацію тощо — і в ній проєктує споруди, машини чи виробничі системи, добирає матеріали й методи. Організовує будівництво, монтаж, випробування та обслуговування так, щоб усе було безпечним, надійним і не дорожчим, ніж заплановано. Зазвичай працює там, де щось будують чи виробляють: на будівництві, заводах, в енергетиці, у проєктних бюро.',
  afterGrade9:
    'Можна вступити до фахового коледжу, але він зазвичай готує техніків, а інженером найчастіше стають після бакалаврату.',
  afterGrade11:
    'Найчастіше вступають до університету на інженерну спеціальність: будівництво та цивільну інженерію, електричну інженерію, машинобудування тощо.',
  specialties: ['G19', 'G3', 'G11'],
  fact: 'Інженери, які відповідають за проєкт будівлі чи здійснюють технічний нагляд за будівництвом, мають пройти професійну атестацію й отримати кваліфікаційний сертифікат.',
  sources: [
    'http://data.europa.eu/esco/isco/C214',
    'http://www.jurists.org.ua/planning-building-act/1182-lcenzuvannya-ta-profesyna-atestacya-vikonavcv-robt-poslug-povyazanih-z-stvorennyam-obyektv-arhtekturi.html',
    'https://radnuk.com.ua/pravova-baza/postanova-kmu-deiaki-pytannia-profesijnoi-atestatsii-vykonavtsiv-okremykh-vydiv-robit-posluh-pov-iazanykh-iz-stvorenniam-ob-iektiv-arkhitektury/',
    'https://veche.kiev.ua/journal/1830/',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
