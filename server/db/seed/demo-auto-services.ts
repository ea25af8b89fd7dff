/** An auto-lawyer service of the demo data; prices in whole roubles, null when not set. */
export interface AutoServiceSeed {
  key: string;
  title: string;
  description: string;
  tooltip: string;
  fullServiceRoubles: number | null;
  remoteRoubles: number | null;
  fullServiceFrom: boolean;
  remoteFrom: boolean;
  hideFullServicePrice?: boolean;
}

export const AUTO_SERVICES: AutoServiceSeed[] = [
  {
    key: "auto-accident",
    title: "ДТП: взыскание ущерба с виновника",
    description:
      "Если страховой выплаты не хватает на ремонт или у виновника нет полиса ОСАГО, взыщем с него полный ущерб. Организуем независимую оценку, направим претензию, подготовим иск, а в формате «под ключ» представим ваши интересы в суде.",
    tooltip: "Полное возмещение ущерба после аварии",
    fullServiceRoubles: 35_000,
    remoteRoubles: 8000,
    fullServiceFrom: true,
    remoteFrom: true,
  },
  {
    key: "auto-osago",
    title: "Спор со страховой по ОСАГО",
    description:
      "Поможем, если страховая занизила выплату, отказала в ремонте или нарушила сроки. Подготовим претензию страховщику, обращение к финансовому уполномоченному и иск, рассчитаем неустойку в размере 1% за каждый день просрочки.",
    tooltip: "Доплата страхового возмещения и неустойка",
    fullServiceRoubles: 30_000,
    remoteRoubles: 7000,
    fullServiceFrom: true,
    remoteFrom: false,
  },
  {
    key: "auto-license",
    title: "Лишение прав: защита в суде",
    description:
      "Защита по делам о лишении права управления: выезд на встречную полосу, оставление места ДТП, отказ от медицинского освидетельствования. Изучим протокол и видеозаписи, найдём процессуальные нарушения, подготовим позицию для суда и при необходимости обжалуем постановление.",
    tooltip: "Сохранение водительского удостоверения",
    fullServiceRoubles: 40_000,
    remoteRoubles: 15_000,
    fullServiceFrom: true,
    remoteFrom: true,
    hideFullServicePrice: true,
  },
  {
    key: "auto-defective-car",
    title: "Возврат автомобиля ненадлежащего качества",
    description:
      "Добьёмся возврата денег или замены автомобиля с недостатками. В первые 15 дней после передачи машины от покупки можно отказаться при любом недостатке, позднее — при существенном недостатке, нарушении сроков ремонта или если автомобиль простаивал в ремонте более 30 дней за год гарантии.",
    tooltip: "Возврат денег за неисправный автомобиль",
    fullServiceRoubles: 60_000,
    remoteRoubles: 15_000,
    fullServiceFrom: true,
    remoteFrom: true,
  },
  {
    key: "auto-fine",
    title: "Оспаривание штрафа ГИБДД",
    description:
      "Обжалуем постановление о штрафе, в том числе вынесенное по данным камер, если за рулём были не вы, автомобиль продан или нарушения не было. Жалоба подаётся в течение 10 дней со дня получения копии постановления.",
    tooltip: "Отмена несправедливого штрафа",
    fullServiceRoubles: 10_000,
    remoteRoubles: 3000,
    fullServiceFrom: false,
    remoteFrom: false,
  },
  {
    key: "auto-dealer",
    title: "Споры с автосалоном и дилером",
    description:
      "Навязанные страховки и сертификаты, повышение цены после предоплаты, срыв сроков поставки или гарантийного ремонта. Вернём деньги за навязанные услуги, взыщем неустойку и штраф по Закону «О защите прав потребителей».",
    tooltip: "Навязанные услуги и нарушения дилера",
    fullServiceRoubles: 45_000,
    remoteRoubles: 10_000,
    fullServiceFrom: true,
    remoteFrom: true,
  },
  {
    key: "auto-purchase",
    title: "Сопровождение покупки автомобиля",
    description:
      "Проверим юридическую чистоту автомобиля: залоги, ограничения на регистрационные действия, историю владения и полномочия продавца. Составим договор купли-продажи и акт приёма-передачи, подскажем, как безопасно провести расчёт. Стоимость определяется индивидуально.",
    tooltip: "Безопасная покупка автомобиля с рук или в салоне",
    fullServiceRoubles: null,
    remoteRoubles: null,
    fullServiceFrom: false,
    remoteFrom: false,
  },
];
