/** Why the camera could not start, each with its own way forward (docs/decisions/0017). */
export type CameraProblem = 'insecure' | 'unsupported' | 'denied' | 'none' | 'busy' | 'other';

/** Before asking: a page on plain http (other than localhost) or a browser with no camera API. */
export function cameraUnavailable(): CameraProblem | null {
  if (!window.isSecureContext) return 'insecure';
  if (!navigator.mediaDevices?.getUserMedia) return 'unsupported';
  return null;
}

/** What `getUserMedia` threw → the problem the adviser is told about. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'none';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'other';
  }
}

/** The Ukrainian message for each problem: what happened and what to do now. Typing codes always works. */
export const CAMERA_MESSAGES: Record<CameraProblem, { title: string; text: string }> = {
  insecure: {
    title: 'Камера працює лише на захищеній сторінці',
    text: 'Браузер вмикає камеру лише на сайтах, адреса яких починається з https://. Вводьте коди вручну нижче. Можна й почати урок на Стежці за адресою з https://, але коди, уже зібрані тут, туди не перейдуть.',
  },
  unsupported: {
    title: 'Цей браузер не підтримує роботу з камерою',
    text: 'Вводьте коди вручну нижче. Можна й почати урок у Chrome, Safari чи Firefox останньої версії, але коди, уже зібрані тут, в інший браузер не перейдуть.',
  },
  denied: {
    title: 'Немає дозволу на камеру',
    text: 'Дозвольте сторінці користуватися камерою (значок біля адреси сайту або налаштування браузера) і натисніть «Сканувати» ще раз. А поки можна вводити коди вручну нижче.',
  },
  none: {
    title: 'Камеру не знайдено',
    text: 'На цьому пристрої немає камери, або вона вимкнена. Вводьте коди вручну нижче. Можна й почати урок на телефоні, але коди, уже зібрані тут, на телефон не перейдуть.',
  },
  busy: {
    title: 'Камера зайнята',
    text: 'Нею зараз користується інша програма чи вкладка (наприклад, відеодзвінок). Закрийте ту програму чи вкладку й натисніть «Сканувати» ще раз або вводьте коди вручну нижче.',
  },
  other: {
    title: 'Не вдалося увімкнути камеру',
    text: 'Спробуйте ще раз або перезавантажте сторінку. Коди можна вводити вручну нижче.',
  },
};
