import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./secret-box.ts";

describe("the TOTP secret at rest", () => {
  const key = randomBytes(32);
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

  it("is stored as ciphertext that opens with the key, for its own account", () => {
    const sealed = sealSecret(key, 7, secret);
    expect(sealed).not.toContain(secret);
    expect(sealed).toMatch(/^v1\./);
    expect(openSecret(key, 7, sealed)).toBe(secret);
    // A fresh nonce each time: two seals of one secret differ.
    expect(sealSecret(key, 7, secret)).not.toBe(sealed);
  });

  it("does not open with another key, for another account, or when altered", () => {
    const sealed = sealSecret(key, 7, secret);
    expect(() => openSecret(randomBytes(32), 7, sealed)).toThrow();
    expect(() => openSecret(key, 8, sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split(".");
    const flipped = `${body!.startsWith("A") ? "B" : "A"}${body!.slice(1)}`;
    expect(() => openSecret(key, 7, [version, iv, tag, flipped].join("."))).toThrow();
  });
});
