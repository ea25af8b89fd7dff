/**
 * The firm's staff (issue 30 §1): lawyers («executor») and administrators («admin»), invited by
 * an administrator through a mailed single-use link. Rules, limits and texts of «Сотрудники».
 */

export const STAFF_ROLES = ["executor", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  executor: "Юрист",
  admin: "Администратор",
};

/**
 * Staff accounts (switched-off ones too: they stay in the list) and open invitations together: a
 * firm's team, with room to spare; an invitation past it is refused (409).
 */
export const STAFF_MAX = 200;

/** An invitation link works this long, once. */
export const STAFF_INVITATION_TTL_HOURS = 72;

/** How many open chats a lawyer takes before new ones wait in the queue (issue 30 §2). */
export const DEFAULT_MAX_OPEN_CHATS = 20;
export const MAX_OPEN_CHATS_LIMIT = 500;

/**
 * «Все юристы видят все чаты» (issue 30 §2), stored under this key of `site_settings`. Unset, it
 * follows the team: on while the firm has at most one working lawyer (an administrator sees every
 * chat anyway), off from the second, when each lawyer sees their own chats and the queue.
 */
export const STAFF_SETTINGS_KEY = "staff";
export const ALL_SEE_ALL_UP_TO_LAWYERS = 1;

/**
 * «Сейчас смотрит» (issue 30 §2): an open chat tells the server every CHAT_VIEWER_HEARTBEAT_MS
 * (while the tab is visible); a colleague silent for CHAT_VIEWER_TTL_SECONDS has gone.
 */
export const CHAT_VIEWER_HEARTBEAT_MS = 15_000;
export const CHAT_VIEWER_TTL_SECONDS = 45;

/** A lawyer's photo (issue 30 §1): a small picture, checked by content, no SVG (it can carry script). */
export const MAX_PHOTO_BYTES = 1_048_576;
export const PHOTO_EXTENSIONS = ["png", "jpg", "jpeg"] as const;

/**
 * The name the operator account gets at the first start, until the operator gives their own in
 * the first-run setup or «Учётная запись» (issue 44 §3): clients must not read «Ваш юрист:
 * Администратор».
 */
export const OPERATOR_DEFAULT_NAME = "Администратор";

/** The page an invitation link opens; the token travels in its fragment (never sent to a server). */
export const STAFF_INVITE_PATH = "/staff/invite";

export const STAFF_TEXTS = {
  tab: "Сотрудники",
  lead: "Юристы и администраторы фирмы: пригласите коллегу по почте, задайте, сколько открытых чатов он ведёт одновременно, отключите доступ ушедшему сотруднику. Его чаты вернутся в очередь.",
  invite: "Пригласить сотрудника",
  inviteTitle: "Приглашение сотрудника",
  inviteHint: `Мы отправим на адрес ссылку; она действует ${STAFF_INVITATION_TTL_HOURS} часа и открывается один раз. Сотрудник сам задаст пароль.`,
  email: "Электронная почта",
  fullName: "Имя и фамилия",
  role: "Роль",
  send: "Отправить приглашение",
  invited: (email: string) => `Приглашение отправлено на ${email}.`,
  pendingTitle: "Ждут ответа",
  pendingUntil: (date: string) => `ссылка действует до ${date}`,
  revokeInvitation: "Отозвать",
  invitationRevoked: "Приглашение отозвано.",
  empty: "Сотрудников пока нет.",
  loading: "Загрузка сотрудников...",
  listLabel: "Сотрудники",
  invitationsLabel: "Приглашения, которые ждут ответа",
  adminOnly: "Приглашает сотрудников, меняет их роли и лимиты и отключает доступ администратор.",
  settingsOf: (name: string) => `Роль и лимит: ${name}`,
  switchOffOf: (name: string) => `Отключить: ${name}`,
  switchOnOf: (name: string) => `Включить: ${name}`,
  revokeOf: (email: string) => `Отозвать приглашение для ${email}`,
  chatsTo: "Кому передать открытые чаты",
  chatsToQueue: "В общую очередь",
  loadError: "Не удалось загрузить сотрудников.",
  you: "это вы",
  active: "Работает",
  inactive: "Отключён",
  openChats: "Открытых чатов",
  maxOpenChats: "Не больше открытых чатов",
  maxOpenChatsHint: "Когда у юриста столько открытых чатов, новые ждут в очереди.",
  lastSeen: "Был в кабинете",
  neverSeen: "ещё не входил",
  switchOff: "Отключить",
  switchOn: "Включить",
  switchOffTitle: (name: string) => `Отключить сотрудника ${name}?`,
  switchOffBody:
    "Он сразу выйдет из кабинета на всех устройствах и не сможет войти, пока его не включат снова. Его открытые чаты вернутся в очередь.",
  switchedOff: (name: string) => `${name} отключён.`,
  // Who takes chats (issue 44 §3): an administrator who is no practising lawyer takes none.
  acceptsChats: "Принимает чаты",
  acceptsChatsHint:
    "Выключите для администратора, который не ведёт дела клиентов: ему не распределяются чаты, и клиенты не видят его своим юристом. Его открытые чаты вернутся в очередь.",
  acceptsChatsOf: (name: string) => `Принимает чаты: ${name}`,
  notAcceptingChats: "Не принимает чаты",
  acceptsChatsOn: (name: string) => `${name} снова получает чаты.`,
  acceptsChatsOff: (name: string) => `${name} больше не получает чаты.`,
  assigneeNotAccepting: "Этот сотрудник не принимает чаты: передайте чат другому.",
  switchedOn: (name: string) => `${name} снова может входить.`,
  saved: "Сохранено.",
  save: "Сохранить",
  cancel: "Отмена",
  // Refusals (the API's Russian detail).
  clientAddress:
    "Этот адрес принадлежит клиенту. Пригласите сотрудника на другой адрес: клиентский аккаунт не становится служебным.",
  staffAddress: "Сотрудник с этим адресом уже есть.",
  staffFull: `В команде уже ${STAFF_MAX} сотрудников и приглашений — больше не помещается. Отзовите ненужные приглашения.`,
  lastAdmin:
    "Это последний работающий администратор: назначьте администратором другого сотрудника, прежде чем отключить или понизить этого.",
  notStaff: "Сотрудник не найден.",
  invitationNotFound: "Приглашение не найдено.",
  roleInvalid: "Выберите роль: юрист или администратор.",
  maxOpenChatsInvalid: `Число открытых чатов — от 1 до ${MAX_OPEN_CHATS_LIMIT}.`,
  nothingToChange: "Укажите, что изменить.",
  reassignInvalid: "Передать чаты можно только работающему сотруднику.",
  assigneeInvalid: "Передать чат можно только работающему сотруднику.",
  // Chats (issue 30 §2).
  assigneeLabel: "Юрист",
  queue: "В очереди",
  assignTo: "Передать чат",
  assignedTo: (name: string) => `Чат передан: ${name}.`,
  returnedToQueue: "Чат возвращён в очередь.",
  assigneeFilterLabel: "Чьи чаты",
  assigneeFilters: { me: "Мои", none: "Очередь", all: "Все" },
  // Who sees which chat (issue 30 §2).
  visibilityTitle: "Кто видит чаты",
  allSeeAll: "Все юристы видят все чаты",
  allSeeAllOn:
    "Каждый юрист видит все чаты фирмы и может в них отвечать. Администратор видит все чаты всегда.",
  allSeeAllOff:
    "Юрист видит свои чаты и очередь; чаты коллег — только администратор. Уведомления о чате получает его юрист.",
  automaticOn: "Сейчас включено по умолчанию: в фирме один юрист.",
  automaticOff: "Сейчас выключено по умолчанию: в фирме несколько юристов.",
  backToAutomatic: "Вернуть по умолчанию",
  visibilitySaved: "Настройка видимости чатов сохранена.",
  adminSignInTitle: "Вход новых администраторов",
  adminSignInSaved: "Настройка входа администраторов сохранена.",
  visibilityAdminOnly: "Видимость чатов меняет администратор.",
  deleteAllAdminOnly: "Удалить все чаты может администратор: вы видите не все чаты фирмы.",
  viewing: (names: string) => `Сейчас смотрит: ${names}`,
  // The lawyer's photo (issue 30 §1).
  photoTitle: "Фото для клиентов",
  photoLead: "Клиенты видят его рядом с вашим именем в чате. PNG или JPEG до 1 МБ.",
  photoChoose: "Выбрать фото",
  photoRemove: "Убрать фото",
  photoSaved: "Фото сохранено.",
  photoRemoved: "Фото убрано.",
  photoAlt: (name: string) => `Фото: ${name}`,
  photoNone: "Фото пока нет: клиенты видят инициалы.",
  photoRequired: "Приложите фото: PNG или JPEG",
  onePhotoOnly: "Приложите один файл фото",
  photoTooLarge: (name: string) => `Файл «${name}» больше 1 МБ`,
  photoNotFound: "Фото не найдено",
  yourLawyer: "Ваш юрист",
  // The invitation page.
  acceptTitle: "Приглашение в команду",
  acceptLead:
    "Вас пригласили работать в кабинете юриста. Задайте пароль: с ним и адресом из письма вы будете входить как исполнитель.",
  acceptSubmit: "Принять приглашение",
  linkInvalid:
    "Ссылка приглашения недействительна: она устарела, уже использована или отозвана. Попросите администратора пригласить вас снова.",
  linkMissing: "В ссылке нет кода приглашения. Откройте ссылку из письма целиком.",
  // The mail.
  mailSubject: (firm: string) => `Приглашение в кабинет «${firm}»`,
  mailGreeting: (name: string) => `Здравствуйте, ${name}!`,
  mailBody: (inviter: string, role: string) =>
    `${inviter} приглашает вас в кабинет фирмы. Ваша роль: ${role.toLowerCase()}. Чтобы принять приглашение, задайте пароль по ссылке.`,
  mailButton: "Принять приглашение",
  /** Every administrator's notice of a new one (issue 43 §1): a stolen session cannot add one quietly. */
  newAdminSubject: (firm: string) => `Новый администратор в кабинете «${firm}»`,
  newAdminInvited: (who: string, by: string) =>
    `${by} пригласил администратора: ${who}. Администратор видит все чаты, платежи и настройки оплаты.`,
  newAdminPromoted: (who: string, by: string) =>
    `${by} назначил администратором: ${who}. Администратор видит все чаты, платежи и настройки оплаты.`,
  newAdminWhen: (at: string) => `Время: ${at}.`,
  newAdminNotYou:
    "Если вы не ждали этого, откройте «Сотрудники», отзовите приглашение или отключите сотрудника и смените пароль.",
  newAdminButton: "Открыть «Сотрудники»",
  mailExpiry: `Ссылка действует ${STAFF_INVITATION_TTL_HOURS} часа и открывается один раз.`,
  mailIgnore: "Если вы не ждали этого письма, просто не открывайте ссылку.",
} as const;
