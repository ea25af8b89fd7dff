/** Demo sign-in accounts created on an empty database; tests and the README use them. */
export const DEMO_ACCOUNTS = {
  executor: {
    email: "executor@demo.ru",
    password: "demo-executor",
    fullName: "Анна Сергеевна Юрьева",
  },
  client: {
    email: "client@demo.ru",
    password: "demo-client",
    fullName: "Иван Петрович Смирнов",
  },
} as const;
