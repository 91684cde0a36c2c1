import { describe, expect, it } from 'vitest';
import { plainText } from '../../src/contract/fields';
import { TEXT_RULE_MESSAGES } from '../../src/contract/field-messages';
import { UserPatchBody } from '../../src/contract/users';
import { ContactBody } from '../../src/contract/contact';

/** The one text rule of every free-text field: `<` before a letter, `/`, `!` or `?` is markup, closed or not. */
const MARKUP = [
  '<b>hi</b>',
  '"><script>alert(1)</script>',
  '<svg onload=alert(1)>',
  '<img src=x onerror=alert(1) ',
  'before </',
  '<!-- hidden',
  '<?xml version="1.0"?>',
  'x<IMG SRC=x>',
];
const PLAIN = ['a < b', '<3', '3 > 2', 'x <= y', '<< quoted >>', '< b', 'Fiore dei Liberi (c. 1350 – after 1409)'];

describe('the text rule', () => {
  const field = plainText(200);

  it.each(MARKUP)('refuses %j as markup', (text) => {
    expect(field.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual([TEXT_RULE_MESSAGES.markup]);
  });

  it.each(PLAIN)('keeps %j as plain text', (text) => {
    expect(field.parse(text)).toBe(text.trim());
  });

  it('applies to the profile fields and the contact form too', () => {
    for (const key of ['firstName', 'name', 'address', 'postalCode', 'city', 'province', 'country'] as const) {
      expect(UserPatchBody.safeParse({ [key]: '<svg/onload' }).success, key).toBe(false);
      expect(UserPatchBody.safeParse({ [key]: 'a < b' }).success, key).toBe(true);
    }
    expect(UserPatchBody.safeParse({ username: '"><script>' }).success).toBe(false);
    const contact = { name: 'Hans', email: 'hans@example.com', subject: 'Hello', message: 'A long enough message' };
    expect(ContactBody.safeParse(contact).success).toBe(true);
    for (const key of ['name', 'subject', 'message'] as const)
      expect(ContactBody.safeParse({ ...contact, [key]: '<img src=x onerror=alert(1) and more' }).success, key).toBe(
        false,
      );
  });

  it('still refuses control characters', () => {
    expect(field.safeParse('zorn\u0000hau').error?.issues.map((issue) => issue.message)).toEqual([
      TEXT_RULE_MESSAGES.control,
    ]);
  });
});
