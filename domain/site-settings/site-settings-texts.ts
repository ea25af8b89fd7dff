/**
 * The Russian texts of «Настройки сайта» and of the settings call's checks. Apart from
 * site-settings.ts because every public page imports that one: the cabinet's words stay out of
 * the home page's bundle.
 */
import { PHONE_TEXTS } from "../contacts/phone.ts";
import { TRUSTED_CLIENTS_TEXTS } from "../trusted-clients/trusted-clients.ts";
import { SHORT_NAME_MAX, SITE_NAME_MAX } from "./brand.ts";
import { type LegalForm, MAX_SUPPORT_PHONES, OGRN_LABELS } from "./site-settings.ts";

export const SITE_SETTINGS_TEXTS = {
  lead: "Реквизиты, контакты, часы работы и мессенджеры. Их показывают шапка и подвал сайта, страница «О нас», окна оплаты, чаты и документы сайта.",
  loading: "Загрузка настроек...",
  loadFailed: "Не удалось загрузить настройки сайта",
  sections: {
    brand: "Оформление",
    company: "Компания и реквизиты",
    contacts: "Контакты",
    hours: "Часы работы",
    messengers: "Мессенджеры",
    search: "Поисковые системы",
  },
  brandLead:
    "Название, логотип и цвет сайта: их показывают шапка и вкладка браузера, письма, PDF, счета и приложение для второго фактора.",
  siteName: "Название сайта",
  siteNameHint:
    "Например, «Юридическое бюро Иванова». Так сайт называется в заголовках страниц, письмах и документах.",
  shortName: "Короткое название (необязательно)",
  shortNameHint: "Для узких экранов телефона, например «Бюро Иванова»",
  accentColor: "Цвет акцента",
  accentHint:
    "Кнопки и ссылки. Цвет должен быть достаточно тёмным: контраст с белым — не меньше 4,5:1 (WCAG AA).",
  accentContrast: (ratio: string) => `Контраст с белым: ${ratio}`,
  accentTooLight: "слишком светлый, нужно не меньше 4,5:1",
  logo: "Логотип",
  logoHint: "SVG, PNG или WebP до 1 МБ; лучше квадратный. Из него же делается значок вкладки.",
  logoCurrent: "Текущий логотип",
  logoDefault: "Логотип не загружен: показывается значок по умолчанию.",
  logoUpload: "Загрузить логотип",
  logoRemove: "Убрать логотип",
  logoRemoveConfirm: "Убрать логотип? Сайт снова покажет значок по умолчанию.",
  logoUploaded: "Логотип загружен",
  logoRemoved: "Логотип убран",
  logoFailed: "Не удалось загрузить логотип",
  companyName: "Название или ФИО предпринимателя",
  companyNameHint: "Как в документах, с формой: «ИП Иванов Иван Иванович», «ООО «Право»»",
  legalForm: "Форма",
  inn: "ИНН",
  ogrn: (form: LegalForm) => OGRN_LABELS[form],
  digits: (count: number) => `${count} цифр`,
  kpp: "КПП",
  kppHint: "9 знаков, у организации",
  signatoryName: "Подписант: ФИО",
  signatoryNameHint: "Кто подписывает счета и акты — полностью: «Иванов Иван Иванович»",
  signatoryTitle: "Подписант: должность",
  signatoryTitleHint: "Как в документах: «Генеральный директор»",
  legalAddress: "Юридический адрес",
  // In the order domain/site-settings/postal-address.ts reads for the home page's JSON-LD.
  legalAddressHint:
    "Через запятую: индекс, город, улица, дом, офис — например, «123456, г. Москва, ул. Тверская, д. 1, офис 5». Так поисковые системы прочтут адрес фирмы по частям.",
  phone: "Телефон поддержки",
  secondPhone: "Второй телефон (необязательно)",
  email: "Email поддержки",
  hoursLead:
    "Московское время. У дня может быть несколько промежутков (например, с перерывом на обед); день без промежутков — выходной.",
  hoursFrom: "С",
  hoursTo: "До",
  rangeOf: (day: string, index: number) => `${day}, промежуток ${index}`,
  addRange: "Добавить промежуток",
  addRangeOf: (day: string) => `Добавить промежуток: ${day}`,
  removeRange: "Убрать",
  removeRangeOf: (day: string, index: number) => `Убрать промежуток ${index}: ${day}`,
  dayOff: "Выходной",
  holidays: "Праздничные и нерабочие дни",
  holidaysHint: "В эти дни автоответ скажет, когда вы снова начнёте работу.",
  addHoliday: "Добавить день",
  removeHolidayOf: (day: string) => `Убрать день ${day}`,
  noHolidays: "Праздничных дней нет.",
  autoReply: "Автоответ в нерабочее время",
  autoReplyHint:
    "Первое сообщение клиента в нерабочее время получит этот ответ, а за ним — когда вы начнёте работу, например «Ответим в понедельник с 9:00».",
  hoursPreview: (text: string) => `На сайте: «Работаем ${text}»`,
  whatsapp: "Ссылка на WhatsApp",
  telegram: "Ссылка на Telegram",
  messengerHint: "Адрес с https://, например https://wa.me/79001234567 или https://t.me/name",
  yandexVerification: "Код подтверждения Яндекс Вебмастера",
  googleVerification: "Код подтверждения Google Search Console",
  verificationHint:
    "Значение content из мета-тега, который показывает сервис (можно вставить тег целиком). Тег появится на каждой странице сайта.",
  save: "Сохранить настройки",
  saved: "Настройки сайта сохранены",
  saveFailed: "Ошибка при сохранении настроек",
  // Server checks
  siteNameRequired: "Укажите название сайта",
  siteNameTooLong: `Название сайта — не длиннее ${SITE_NAME_MAX} символов`,
  shortNameTooLong: `Короткое название — не длиннее ${SHORT_NAME_MAX} символов`,
  accentInvalid: "Цвет акцента — в виде #RRGGBB, например #29549c",
  accentLowContrast: (ratio: string) =>
    `Цвет слишком светлый: контраст с белым ${ratio}, а нужно не меньше 4,5:1 (WCAG AA), иначе текст кнопок и ссылок будет плохо читаться`,
  logoRequired: "Приложите логотип: SVG, PNG или WebP",
  oneLogoOnly: TRUSTED_CLIENTS_TEXTS.oneLogoOnly,
  logoType: (name: string) => `Логотип — SVG, PNG или WebP: файл «${name}» не из них`,
  logoTooLarge: TRUSTED_CLIENTS_TEXTS.logoTooLarge,
  logoSvgUnsafe:
    "SVG не удалось прочитать как картинку: сохраните логотип заново (без скриптов и внешних ссылок) или загрузите PNG",
  companyNameRequired: "Укажите название организации или ФИО предпринимателя",
  companyNameTooLong: "Название длиннее 300 символов",
  legalFormRequired: "Выберите форму: ИП или организация",
  innLength: (form: LegalForm) =>
    form === "individual_entrepreneur"
      ? "ИНН предпринимателя — 12 цифр"
      : "ИНН организации — 10 цифр",
  innChecksum: "ИНН указан с ошибкой: не сходится контрольная цифра",
  ogrnLength: (form: LegalForm) =>
    form === "individual_entrepreneur" ? "ОГРНИП — 15 цифр" : "ОГРН — 13 цифр",
  ogrnChecksum: (form: LegalForm) =>
    `${OGRN_LABELS[form]} указан с ошибкой: не сходится контрольная цифра`,
  addressTooLong: "Адрес длиннее 500 символов",
  kppInvalid: "КПП — 9 знаков: 4 цифры, 2 цифры или латинские буквы, 3 цифры",
  kppForSoleTrader: "У предпринимателя нет КПП: оставьте поле пустым",
  signatoryTooLong: "ФИО и должность подписанта — не длиннее 200 символов",
  phoneRequired: "Укажите телефон поддержки",
  phoneInvalid: PHONE_TEXTS.invalid,
  tooManyPhones: `Телефонов поддержки — не больше ${MAX_SUPPORT_PHONES}`,
  emailInvalid: "Введите корректный email поддержки",
  messengerInvalid: (name: string) => `Ссылка на ${name} должна начинаться с https://`,
  verificationInvalid: (name: string) =>
    `Код ${name} — латинские буквы, цифры, «-» и «_», не длиннее 100 символов`,
} as const;
