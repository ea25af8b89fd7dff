import { InputBase, type InputBaseProps } from "@mantine/core";
import type { Masked, MaskedDynamic } from "imask";
import { IMaskInput } from "react-imask";
import {
  INTERNATIONAL_PHONE_MASK,
  PHONE_MASK,
  PHONE_PLACEHOLDER,
} from "../../domain/contacts/phone.ts";

interface PhoneInputProps extends Omit<InputBaseProps, "value" | "onChange"> {
  /** What the field shows («+7 (999) 123-45-67», or part of it while typing). */
  value: string;
  /** Called with the masked text, "" once the digits are gone (the mask's «+7» alone is empty). */
  onChange(value: string): void;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  /** "tel" by default; a form about someone else's number (the site's) turns it off. */
  autoComplete?: string;
  "data-autofocus"?: boolean;
}

/**
 * A pasted or autofilled whole number («8 999 123-45-67», «+79991234567») brings its own country
 * or trunk digit; the mask already writes «+7», so that digit is dropped instead of shifting the
 * number by one place. A single typed 8 stays: 812 and 800 codes begin with it.
 */
function dropLeadingTrunk(chars: string, masked: Masked): string {
  const digits = chars.replace(/\D/g, "");
  const empty = masked.unmaskedValue.replace(/^7/, "") === "";
  if (chars.trim().startsWith("+") && !/^\+\s*\(?7/.test(chars.trim())) return chars;
  return empty && digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : chars;
}

/**
 * The Russian mask by default; «+» and a first digit other than 7 switch to another country's
 * number (issue 28 §2). The mask object is built once: react-imask compares it by reference.
 */
const MASKS = [{ mask: PHONE_MASK }, { mask: INTERNATIONAL_PHONE_MASK }];

function dispatchMask(appended: string, masked: MaskedDynamic): Masked | undefined {
  const text = `${masked.value}${appended}`.trim();
  const international = /^\+[0-689]/.test(text) || /^\+\s*\(?[0-689]/.test(text);
  return masked.compiledMasks[international ? 1 : 0];
}

/**
 * Every phone field of the site: the «+7 (999) 999-99-99» mask (react-imask) in a Mantine input,
 * so labels, errors and descriptions look like the other fields. The server stores the number as
 * E.164 (domain/contacts/phone.ts), whatever the field sent.
 */
export function PhoneInput({
  value,
  onChange,
  placeholder = PHONE_PLACEHOLDER,
  autoComplete = "tel",
  ...props
}: PhoneInputProps) {
  return (
    <InputBase
      component={IMaskInput}
      // Mantine's polymorphic props do not list react-imask's dynamic-mask option.
      {...({ mask: MASKS, dispatch: dispatchMask } as object)}
      prepare={dropLeadingTrunk}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={value}
      // A lone «+» is kept: it is how another country's number begins (the mask's «+7» is empty).
      onAccept={(masked: string, mask: { unmaskedValue: string }) =>
        onChange(
          masked === "+" ? masked : mask.unmaskedValue.replace(/^7/, "") === "" ? "" : masked,
        )
      }
      {...props}
    />
  );
}
