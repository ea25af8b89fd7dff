import {
  type Icon,
  IconAlertTriangle,
  IconBriefcase,
  IconBuildingBank,
  IconCar,
  IconCoin,
  IconFileText,
  IconGavel,
  IconHeartBroken,
  IconHome,
  IconLicense,
  IconMessages,
  IconReceiptTax,
  IconScale,
  IconUsers,
  IconWritingSign,
} from "@tabler/icons-react";
import { normalizeCategory, type ServiceCategory } from "../../../domain/catalogue/services.ts";
import { IconSquare } from "../../ui/icon-square.tsx";

const CATEGORY_ICONS: Record<ServiceCategory, Icon> = {
  consultation: IconMessages,
  contracts: IconWritingSign,
  claims: IconAlertTriangle,
  litigation: IconGavel,
  appeals: IconLicense,
  auto: IconCar,
  bankruptcy: IconCoin,
  family: IconUsers,
  labor: IconBriefcase,
  government: IconBuildingBank,
  services: IconScale,
};

/**
 * Matches any of the stems at the start of a word («иск» in «исковое», not in «риск») of a title
 * already in lower case: without the `i` flag, because a case-insensitive class of Cyrillic
 * letters makes V8 load Unicode case data on first use (≈ 15 ms in the first service card's
 * hydration, four times that on a phone).
 */
const stems = (...words: string[]) => new RegExp(`(?:^|[^а-яёa-z])(?:${words.join("|")})`);

/**
 * Title words are checked before the category: a «Претензия по ДТП» filed under «claims» reads
 * better with a car, and executors often file services under a broad category. The first match
 * wins, so the more specific words come first.
 */
const TITLE_ICONS: ReadonlyArray<readonly [RegExp, Icon]> = [
  [stems("дтп", "авто", "осаго", "каско", "гибдд", "гаи", "водител", "лишени"), IconCar],
  [stems("банкрот"), IconCoin],
  [stems("налог", "ифнс", "вычет"), IconReceiptTax],
  [stems("наслед", "завещ"), IconHome],
  [stems("развод", "алимент", "брак", "раздел имущества"), IconHeartBroken],
  [stems("трудов", "увольн", "работодат", "зарплат"), IconBriefcase],
  [stems("жалоб", "обжал", "апелляц", "кассац"), IconLicense],
  [stems("претензи"), IconAlertTriangle],
  [stems("иск", "суд"), IconGavel],
  [stems("договор", "соглашени", "контракт"), IconWritingSign],
  [stems("консультац"), IconMessages],
  [stems("госорган", "госуслуг", "обращени"), IconBuildingBank],
  [stems("семейн", "опек"), IconUsers],
  [stems("документ"), IconFileText],
];

export function serviceIconFor(category: string, title: string): Icon {
  const lowerCaseTitle = title.toLowerCase();
  const byTitle = TITLE_ICONS.find(([pattern]) => pattern.test(lowerCaseTitle));
  return byTitle ? byTitle[1] : CATEGORY_ICONS[normalizeCategory(category)];
}

interface ServiceIconProps {
  category: string;
  title: string;
  /** Pixels (the square's side); the glyph takes 60% of it. */
  size?: number;
}

/** The service's glyph on a light navy square. */
export function ServiceIcon({ category, title, size = 44 }: ServiceIconProps) {
  return <IconSquare icon={serviceIconFor(category, title)} size={size} />;
}
