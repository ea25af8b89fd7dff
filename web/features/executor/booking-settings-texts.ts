import { BOOKING_LIMITS as L } from "../../../domain/booking/booking.ts";

const range = (limits: { min: number; max: number }) => `От ${limits.min} до ${limits.max}`;

/**
 * Texts of the cabinet's booking settings (issue 48 §1): «Запись на консультацию» of a service in
 * «Услуги» and «Часы приёма для записи» in «Учётная запись». The limits and the server's refusals
 * are domain/booking/booking.ts's.
 */
export const BOOKING_SETTINGS_TEXTS = {
  service: {
    open: "Запись на консультацию",
    /** The row's button: its visible words first, then whose. */
    openOf: (title: string) => `Запись на консультацию: ${title}`,
    dialogTitle: (title: string) => `Запись на консультацию: ${title}`,
    lead: "Клиент выбирает свободное время на странице услуги. Время — по часам приёма юристов, без праздников, судебных заседаний и уже занятых записей.",
    enabled: "Принимать запись на консультацию",
    duration: "Длительность, минут",
    durationHint: range(L.durationMinutes),
    buffer: "Перерыв между записями, минут",
    bufferHint: range(L.bufferMinutes),
    minNotice: "Не позднее чем за, часов",
    minNoticeHint: `${range(L.minNoticeHours)}: так близко к началу запись уже не принимается`,
    horizon: "На сколько дней вперёд",
    horizonHint: range(L.horizonDays),
    formats: "Форматы консультации",
    save: "Сохранить",
    saved: "Запись на консультацию сохранена",
    saveFailed: "Не удалось сохранить запись на консультацию",
    loading: "Загрузка настроек записи...",
    loadFailed: "Не удалось загрузить настройки записи",
  },
  week: {
    title: "Часы приёма для записи",
    lead: "В эти часы клиенты могут записаться к вам на консультацию (по московскому времени). Праздничные дни — как у фирмы.",
    mode: "Часы приёма",
    firm: "Как у фирмы",
    own: "Свои часы",
    firmHours: (text: string) => `Часы фирмы: ${text}`,
    save: "Сохранить часы приёма",
    saved: "Часы приёма сохранены",
    saveFailed: "Не удалось сохранить часы приёма",
    loading: "Загрузка часов приёма...",
    loadFailed: "Не удалось загрузить часы приёма",
  },
} as const;
