/**
 * A Russian address as the operator writes it in «Юридический адрес» («123456, г. Москва,
 * ул. Тверская, д. 1, офис 5»), split into the parts of schema.org's PostalAddress for the home
 * page's JSON-LD (issue 43 §6): search engines read the index, the city and the street apart.
 * Parts are the address's comma-separated pieces, in the order Russian post writes them: country,
 * index, region and district, locality, then the street, house and office.
 */

export interface PostalAddressParts {
  postalCode?: string;
  /** «Московская обл.», «Республика Татарстан», with a district after it when given. */
  addressRegion?: string;
  /** The city without «г.» («Москва»); a smaller place with its kind («пос. Коммунарка»). */
  addressLocality: string;
  /** The street, house, building and office, as written. */
  streetAddress?: string;
}

/** Where the site's sellers are: every requisite the settings take is Russian (ИНН, ОГРН). */
export const ADDRESS_COUNTRY = "RU";

const COUNTRY = /^(россия|российская федерация|рф)$/i;
const POSTAL_CODE = /^\d{6}$/;
/**
 * A region or a district: «обл.», «край», «респ.», «АО», «р-н», a municipal or city district
 * («м.о.», «г.о.», «городской округ», «вн.тер.г.»)…
 */
const REGION =
  /(^|\s)(обл\.?|область|край|респ\.?|республика|автономный округ|автономная область|ао|р-н|район|м\.?\s?о\.?|муниципальный округ|г\.?\s?о\.?|городской округ|вн\.?\s?тер\.?\s?г\.?)(\s|$)/i;
/** A city: «г. Москва», «г Москва», «город Москва» — never «г.о.», a city district. */
const CITY = /^(г\.(?!\s*о\.)\s*|г\s+|город\s+)(.+)$/i;
/** Any other kind of locality, kept in its name. */
const SETTLEMENT =
  /^(пгт\.?|пос\.|посёлок|поселок|п\.|рп\.?|р\.\s?п\.|рабочий посёлок|с\.|село|дер\.|деревня|ст-ца|станица|аул|х\.|хутор)(\s|$)/i;
/** The cities of federal significance are their own region, and are often written bare. */
const FEDERAL_CITY = /^(москва|санкт-петербург|севастополь)$/i;
/** A street's kind: «ул.», «пр-т», «пер.», «ш.», «наб.», «мкр.»… */
const STREET =
  /(^|\s)(ул\.?|улица|пр-т|пр-кт|просп\.?|проспект|пер\.?|переулок|ш\.?|шоссе|наб\.?|набережная|б-р|бульвар|пл\.?|площадь|проезд|туп\.?|тупик|мкр\.?|микрорайон|кв-л|квартал|аллея|линия|тракт)(\s|$)/i;
/** A number, or a house, building or office word. */
const HOUSE = /\d|(^|\s)(д\.?|дом|стр\.?|строение|корп\.?|к\.|оф\.?|офис|кв\.?|пом\.?)(\s|$)/i;
/** «123456 Москва»: an index written before the next part without a comma. */
const LEADING_POSTAL_CODE = /^(\d{6})\s+(.+)$/;

/** A bare name («Казань») is a locality only where a named street follows it. */
const isBareLocality = (part: string, next: string | undefined) =>
  next !== undefined &&
  STREET.test(next) &&
  !REGION.test(part) &&
  !STREET.test(part) &&
  !HOUSE.test(part);

/**
 * The parts of `address`, or null where no locality can be told apart from the street (a bare
 * «ул. Тверская, 1»): the JSON-LD then writes the address whole as its street.
 */
export function parsePostalAddress(address: string): PostalAddressParts | null {
  const parts = address
    .replace(/\s+/g, " ")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !COUNTRY.test(part))
    .flatMap((part) => {
      const joined = LEADING_POSTAL_CODE.exec(part);
      return joined ? [joined[1] as string, joined[2] as string] : [part];
    });
  const postalIndex = parts.findIndex((part) => POSTAL_CODE.test(part));
  const postalCode = postalIndex === -1 ? undefined : parts.splice(postalIndex, 1)[0];

  const localityIndex = parts.findIndex(
    (part, index) =>
      CITY.test(part) ||
      SETTLEMENT.test(part) ||
      FEDERAL_CITY.test(part) ||
      isBareLocality(part, parts[index + 1]),
  );
  const locality = parts[localityIndex];
  if (locality === undefined) return null;
  const before = parts.slice(0, localityIndex);
  // Whatever stands before the locality must be a region or district, else the order is not
  // one this reader knows.
  if (!before.every((part) => REGION.test(part))) return null;
  const street = parts.slice(localityIndex + 1).join(", ");
  return {
    ...(postalCode ? { postalCode } : {}),
    ...(before.length > 0 ? { addressRegion: before.join(", ") } : {}),
    addressLocality: CITY.exec(locality)?.[2] ?? locality,
    ...(street ? { streetAddress: street } : {}),
  };
}
