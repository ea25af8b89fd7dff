/** Demo sign-in accounts created on an empty database; tests and the README use them. */
export const DEMO_ACCOUNTS = {
  executor: {
    email: "executor@demo.ru",
    password: "demo-executor",
    /** Seeded as confirmed (issue 45): the demo signs in by SMS too (the codes are files in DATA_DIR/sms). */
    phone: "+79990000001",
    fullName: "Анна Сергеевна Юрьева",
  },
  client: {
    email: "client@demo.ru",
    password: "demo-client",
    phone: "+79990000002",
    fullName: "Иван Петрович Смирнов",
  },
} as const;
