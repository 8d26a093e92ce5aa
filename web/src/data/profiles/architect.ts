import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Проєктує будівлі, громадські простори й цілі квартали, зважаючи на зручність, красу, безпеку, вартість і навколишню забудову. Готує креслення та проєктну документацію, дотримується будівельних норм і стежить, щоб будували саме так, як задумано. Зазвичай працює в архітектурних бюро, проєктних інститутах, містобудівних відділах міських рад і в компаніях-забудовниках.',
  afterGrade9: null,
  afterGrade11:
    'Найчастіше вступають до університету на архітектуру та містобудування: спочатку бакалаврат, потім магістратура.',
  specialties: ['G17'],
  fact: 'Щоб відповідати за проєкт будівлі, архітектор має пройти професійну атестацію та отримати кваліфікаційний сертифікат: цього вимагає закон «Про архітектурну діяльність».',
  sources: [
    'http://data.europa.eu/esco/occupation/8c3f536e-ba66-4321-ba40-363dc39f129b',
    'http://www.jurists.org.ua/planning-building-act/1182-lcenzuvannya-ta-profesyna-atestacya-vikonavcv-robt-poslug-povyazanih-z-stvorennyam-obyektv-arhtekturi.html',
    'https://radnuk.com.ua/pravova-baza/postanova-kmu-deiaki-pytannia-profesijnoi-atestatsii-vykonavtsiv-okremykh-vydiv-robit-posluh-pov-iazanykh-iz-stvorenniam-ob-iektiv-arkhitektury/',
    'https://veche.kiev.ua/journal/1830/',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
