import { createHash } from "node:crypto";
import { isIP, isIPv4, isIPv6 } from "node:net";

/**
 * A check for every anon function the emulator provides: SQL that calls it, and whether the
 * value it gave (as text) is of the right kind. Keyed by function name (overloads side by side).
 */

export type Check = [sql: string, ok: (value: string) => boolean | Promise<boolean>];

export interface Probe {
  /** The value of one call, as text. */
  value(sql: string): Promise<string>;
  /** The values of many calls, as text. */
  values(sql: string, n?: number): Promise<string[]>;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((c, i) => {
    let d = Number(c);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return sum % 10 === 0;
}

export function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]{10,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  const numeric = [...moved]
    .map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c))
    .join("");
  return BigInt(numeric) % 97n === 1n;
}

export function anonFunctionCases({ value, values }: Probe): Record<string, Check[]> {
  const name = /^[A-Z][a-z]+$/;
  const words = (n: number) => new RegExp(`^[A-Z][a-z]+( [A-Z][a-z]+){${n - 1}}$`);
  const email = /^[a-z0-9._]+@[a-z]+\.[a-z]+$/;
  const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
  const inRange = (lo: number, hi: number) => (v: string) => Number(v) >= lo && Number(v) <= hi;
  /** A pseudonymizing function: the same value on each call. */
  const same = async (sql: string) => {
    const [a, b] = [await value(sql), await value(sql)];
    return a === b;
  };
  return {
    fake_first_name: [["anon.fake_first_name()", (v) => name.test(v)]],
    fake_last_name: [["anon.fake_last_name()", (v) => name.test(v)]],
    fake_email: [["anon.fake_email()", (v) => /@example\.(com|net|org)$/.test(v) && email.test(v)]],
    fake_city: [["anon.fake_city()", (v) => /^[A-Z][A-Za-z ]+$/.test(v)]],
    fake_country: [["anon.fake_country()", (v) => /^[A-Z][A-Za-z ]+$/.test(v)]],
    fake_company: [["anon.fake_company()", (v) => /^[A-Z][a-z]+ [A-Za-z ]+$/.test(v)]],
    fake_postcode: [["anon.fake_postcode()", (v) => /^\d{5}$/.test(v)]],
    fake_address: [
      ["anon.fake_address()", (v) => /^\d+ [A-Z][a-z]+ [A-Z][a-z]+, [A-Za-z ]+ \d{5}$/.test(v)],
    ],
    fake_iban: [["anon.fake_iban()", ibanValid]],
    fake_siret: [["anon.fake_siret()", (v) => /^\d{14}$/.test(v) && luhnValid(v)]],
    lorem_ipsum: [
      ["anon.lorem_ipsum()", (v) => v.split("\n").length === 5],
      ["anon.lorem_ipsum(2)", (v) => v.split("\n").length === 2],
      ["anon.lorem_ipsum(words := 20)", (v) => v.split(" ").length === 20],
      ["anon.lorem_ipsum(characters := 7)", (v) => v.length === 7],
    ],
    dummy_first_name: [["anon.dummy_first_name()", (v) => name.test(v)]],
    dummy_last_name: [["anon.dummy_last_name()", (v) => name.test(v)]],
    dummy_name: [["anon.dummy_name()", (v) => words(2).test(v)]],
    dummy_title: [["anon.dummy_title()", (v) => /^(Mr\.|Mrs\.|Ms\.|Miss|Dr\.)$/.test(v)]],
    dummy_suffix: [["anon.dummy_suffix()", (v) => /^[A-Za-z.]+$/.test(v)]],
    dummy_name_with_title: [
      ["anon.dummy_name_with_title()", (v) => /^\S+ [A-Z][a-z]+ [A-Z][a-z]+$/.test(v)],
    ],
    dummy_username: [["anon.dummy_username()", (v) => /^[a-z0-9._]+$/.test(v)]],
    dummy_free_email_provider: [
      ["anon.dummy_free_email_provider()", (v) => /^(gmail|yahoo|hotmail)\.com$/.test(v)],
    ],
    dummy_domain_suffix: [["anon.dummy_domain_suffix()", (v) => /^[a-z]{2,4}$/.test(v)]],
    dummy_free_email: [
      ["anon.dummy_free_email()", (v) => /@(gmail|yahoo|hotmail)\.com$/.test(v) && email.test(v)],
    ],
    dummy_safe_email: [
      ["anon.dummy_safe_email()", (v) => /@example\.(com|net|org)$/.test(v) && email.test(v)],
    ],
    dummy_phone_number: [["anon.dummy_phone_number()", (v) => /^\d{3}-\d{3}-\d{4}$/.test(v)]],
    dummy_cell_number: [["anon.dummy_cell_number()", (v) => /^\(\d{3}\) \d{3}-\d{4}$/.test(v)]],
    dummy_city_name: [["anon.dummy_city_name()", (v) => /^[A-Z][A-Za-z ]+$/.test(v)]],
    dummy_country_name: [["anon.dummy_country_name()", (v) => /^[A-Z][A-Za-z ]+$/.test(v)]],
    dummy_country_code: [["anon.dummy_country_code()", (v) => /^[A-Z]{2}$/.test(v)]],
    dummy_street_suffix: [["anon.dummy_street_suffix()", (v) => name.test(v)]],
    dummy_street_name: [["anon.dummy_street_name()", (v) => words(2).test(v)]],
    dummy_building_number: [["anon.dummy_building_number()", (v) => /^[1-9]\d*$/.test(v)]],
    dummy_zip_code: [["anon.dummy_zip_code()", (v) => /^\d{5}$/.test(v)]],
    dummy_post_code: [["anon.dummy_post_code()", (v) => /^\d{5}$/.test(v)]],
    dummy_state_name: [["anon.dummy_state_name()", (v) => /^[A-Z][A-Za-z ]+$/.test(v)]],
    dummy_state_abbr: [["anon.dummy_state_abbr()", (v) => /^[A-Z]{2}$/.test(v)]],
    dummy_latitude: [["anon.dummy_latitude()", inRange(-90, 90)]],
    dummy_longitude: [["anon.dummy_longitude()", inRange(-180, 180)]],
    dummy_timezone: [["anon.dummy_timezone()", (v) => /^(UTC|[A-Z][a-z]+\/[A-Za-z_]+)$/.test(v)]],
    dummy_company_suffix: [["anon.dummy_company_suffix()", (v) => /^[A-Za-z ]+$/.test(v)]],
    dummy_company_name: [["anon.dummy_company_name()", (v) => /^[A-Z][a-z]+ [A-Za-z ]+$/.test(v)]],
    dummy_profession: [["anon.dummy_profession()", (v) => name.test(v)]],
    dummy_industry: [["anon.dummy_industry()", (v) => name.test(v)]],
    dummy_currency_code: [["anon.dummy_currency_code()", (v) => /^[A-Z]{3}$/.test(v)]],
    dummy_credit_card_number: [
      ["anon.dummy_credit_card_number()", (v) => /^\d{16}$/.test(v) && luhnValid(v)],
    ],
    dummy_ipv4: [["anon.dummy_ipv4()", isIPv4]],
    dummy_ipv6: [["anon.dummy_ipv6()", isIPv6]],
    dummy_ip: [["anon.dummy_ip()", (v) => isIP(v) !== 0]],
    dummy_mac_address: [
      ["anon.dummy_mac_address()", (v) => /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/.test(v)],
    ],
    dummy_user_agent: [["anon.dummy_user_agent()", (v) => v.startsWith("Mozilla/5.0 (")]],
    dummy_hex_color: [["anon.dummy_hex_color()", (v) => /^#[0-9a-f]{6}$/.test(v)]],
    dummy_rgb_color: [
      ["anon.dummy_rgb_color()", (v) => /^rgb\(\d{1,3},\d{1,3},\d{1,3}\)$/.test(v)],
    ],
    dummy_color: [["anon.dummy_color()", (v) => /^[a-z]+$/.test(v)]],
    dummy_word: [["anon.dummy_word()", (v) => /^[a-z]+$/.test(v)]],
    dummy_words: [["anon.dummy_words('[3,5)')", (v) => /^[a-z]+( [a-z]+){2,3}$/.test(v)]],
    dummy_uuidv4: [
      [
        "anon.dummy_uuidv4()",
        (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(v),
      ],
    ],
    random_id: [["anon.random_id()", (v) => /^\d+$/.test(v)]],
    random_id_int: [["anon.random_id_int()", inRange(0, 2 ** 31 - 1)]],
    random_id_smallint: [["anon.random_id_smallint()", inRange(0, 32767)]],
    random_int_between: [
      [
        "anon.random_int_between(1, 3)",
        async () => {
          const seen = await values("anon.random_int_between(1, 3)");
          return seen.every((v) => ["1", "2", "3"].includes(v)) && new Set(seen).size === 3;
        },
      ],
    ],
    random_bigint_between: [
      [
        "anon.random_bigint_between(5000000000, 5000000002)",
        async () => {
          const seen = await values("anon.random_bigint_between(5000000000, 5000000002)");
          return seen.every((v) => ["5000000000", "5000000001", "5000000002"].includes(v));
        },
      ],
    ],
    random_in_int4range: [
      ["anon.random_in_int4range('[5,6)')", (v) => v === "5"],
      ["anon.random_in_int4range('[2022,)') IS NULL", (v) => v === "true"],
    ],
    random_in_int8range: [["anon.random_in_int8range('(6,7]')", (v) => v === "7"]],
    random_in_numrange: [["anon.random_in_numrange('[0.1,0.9]')", inRange(0.1, 0.9)]],
    random_in_daterange: [
      ["anon.random_in_daterange('[2001-01-01,2001-12-31)')", (v) => /^2001-\d\d-\d\d$/.test(v)],
    ],
    random_in_tsrange: [
      ["anon.random_in_tsrange('[2022-10-01,2022-10-31]')", (v) => v.startsWith("2022-10-")],
    ],
    random_in_tstzrange: [
      ["anon.random_in_tstzrange('[2022-10-01,2022-10-31]')", (v) => /^2022-10-/.test(v)],
    ],
    random_date_between: [
      ["anon.random_date_between('2020-01-01', '2020-01-31')", (v) => v.startsWith("2020-01-")],
    ],
    random_date: [
      ["anon.random_date()", (v) => Date.parse(v) >= 0 && Date.parse(v) <= Date.now() + 86_400_000],
    ],
    random_time: [["anon.random_time()", (v) => /^\d\d:\d\d:\d\d$/.test(v)]],
    random_double_precision: [["anon.random_double_precision(1.5, 2.5)", inRange(1.5, 2.5)]],
    random_real: [["anon.random_real(1, 2)", inRange(1, 2)]],
    random_string: [
      ["anon.random_string(8)", (v) => /^[A-Za-z0-9]{8}$/.test(v)],
      ["anon.random_string('[3,5)'::int4range)", (v) => /^[A-Za-z0-9]{3,4}$/.test(v)],
    ],
    random_number_with_format: [
      ["anon.random_number_with_format('^##-##')", (v) => /^[1-9]\d\d-\d\d$/.test(v)],
    ],
    random_phone_with_format: [
      ["anon.random_phone_with_format('+33 # ## ##')", (v) => /^\+33 \d \d\d \d\d$/.test(v)],
    ],
    random_phone: [
      ["anon.random_phone()", (v) => /^0\d{9}$/.test(v)],
      ["anon.random_phone('+33')", (v) => /^\+33\d{9}$/.test(v)],
    ],
    random_zip: [["anon.random_zip()", (v) => /^\d{5}$/.test(v)]],
    random_in: [
      [
        "anon.random_in(ARRAY['red', 'green', 'blue'])",
        (v) => ["red", "green", "blue"].includes(v),
      ],
    ],
    random_in_enum: [
      ["anon.random_in_enum(NULL::tier)", (v) => ["free", "pro", "team"].includes(v)],
    ],
    digest: [
      ["anon.digest('bob', 'salt', 'sha256')", (v) => v === sha256("bobsalt")],
      [
        "anon.digest('bob', 'salt', 'md5')",
        (v) => v === createHash("md5").update("bobsalt").digest("hex"),
      ],
    ],
    hash: [["anon.hash('bob')", (v) => v === sha256("bob")]],
    random_hash: [
      ["anon.random_hash('bob')", (v) => /^[0-9a-f]{64}$/.test(v) && v !== sha256("bob")],
    ],
    pseudo_first_name: [
      [
        "anon.pseudo_first_name('bob'::text)",
        async (v) => name.test(v) && (await same("anon.pseudo_first_name('bob'::text)")),
      ],
    ],
    pseudo_last_name: [
      [
        "anon.pseudo_last_name(42)",
        async (v) => name.test(v) && (await same("anon.pseudo_last_name(42)")),
      ],
    ],
    pseudo_email: [
      [
        "anon.pseudo_email('bob'::text)",
        async (v) => email.test(v) && (await same("anon.pseudo_email('bob'::text)")),
      ],
      [
        "anon.pseudo_email('bob'::text, 'pepper')",
        async (v) => v !== (await value("anon.pseudo_email('bob'::text)")),
      ],
    ],
    pseudo_city: [
      [
        "anon.pseudo_city('bob'::text)",
        async (v) => /^[A-Z]/.test(v) && (await same("anon.pseudo_city('bob'::text)")),
      ],
    ],
    pseudo_country: [
      [
        "anon.pseudo_country('bob'::text)",
        async (v) => /^[A-Z]/.test(v) && (await same("anon.pseudo_country('bob'::text)")),
      ],
    ],
    pseudo_company: [
      [
        "anon.pseudo_company('bob'::text)",
        async (v) => /^[A-Z][a-z]+ /.test(v) && (await same("anon.pseudo_company('bob'::text)")),
      ],
    ],
    pseudo_iban: [
      [
        "anon.pseudo_iban('bob'::text)",
        async (v) => ibanValid(v) && (await same("anon.pseudo_iban('bob'::text)")),
      ],
    ],
    pseudo_siret: [
      [
        "anon.pseudo_siret('bob'::text)",
        async (v) =>
          /^\d{14}$/.test(v) && luhnValid(v) && (await same("anon.pseudo_siret('bob'::text)")),
      ],
    ],
    noise: [
      [
        "anon.noise(100, 0.1)",
        async () => (await values("anon.noise(100, 0.1)")).every(inRange(90, 110)),
      ],
      ["anon.noise(1000.0::float8, 0.5)", inRange(500, 1500)],
    ],
    dnoise: [
      [
        "anon.dnoise('2020-01-10'::date, '2 days')",
        (v) => v >= "2020-01-08" && v <= "2020-01-12 00:00:00",
      ],
    ],
    partial: [["anon.partial('abcdefgh', 1, 'xxxx', 3)", (v) => v === "axxxxfgh"]],
    partial_email: [
      ["anon.partial_email('daamien@gmail.com')", (v) => v === "da******@gm******.com"],
    ],
    ternary: [["anon.ternary(1 > 2, 'a'::text, 'b'::text)", (v) => v === "b"]],
    generalize_int4range: [["anon.generalize_int4range(54, 10)", (v) => v === "[50,60)"]],
    generalize_int8range: [["anon.generalize_int8range(54, 10)", (v) => v === "[50,60)"]],
    generalize_numrange: [["anon.generalize_numrange(42.5, 10)", (v) => v === "[40,50)"]],
    generalize_tsrange: [
      [
        "anon.generalize_tsrange('1979-12-29 10:00')",
        (v) => v === '["1970-01-01 00:00:00","1980-01-01 00:00:00")',
      ],
    ],
    generalize_tstzrange: [
      [
        "anon.generalize_tstzrange('1979-12-29 10:00+00', 'year')",
        (v) => v.startsWith('["1979-01-01'),
      ],
    ],
    generalize_daterange: [
      ["anon.generalize_daterange('1979-12-29', 'month')", (v) => v === "[1979-12-01,1980-01-01)"],
    ],
    concat: [
      ["anon.concat('a', 'b')", (v) => v === "ab"],
      ["anon.concat('a', 'b', 'c')", (v) => v === "abc"],
    ],
    lower: [["anon.lower('AbC')", (v) => v === "abc"]],
    upper: [["anon.upper('AbC')", (v) => v === "ABC"]],
    left: [["anon.left('abcdef', 2)", (v) => v === "ab"]],
    right: [["anon.right('abcdef', 2)", (v) => v === "ef"]],
    length: [["anon.length('abcdef')", (v) => v === "6"]],
    md5: [["anon.md5('a')", (v) => v === createHash("md5").update("a").digest("hex")]],
    substr: [
      ["anon.substr('abcdef', 3)", (v) => v === "cdef"],
      ["anon.substr('abcdef', 2, 2)", (v) => v === "bc"],
    ],
    replace: [["anon.replace('aXb', 'X', '-')", (v) => v === "a-b"]],
    regexp_replace: [
      ["anon.regexp_replace('a1b2', '[0-9]', '#')", (v) => v === "a#b2"],
      ["anon.regexp_replace('a1b2', '[0-9]', '#', 'g')", (v) => v === "a#b#"],
    ],
    now: [["anon.now()", (v) => Math.abs(Date.parse(v) - Date.now()) < 3600_000]],
    random: [["anon.random()", inRange(0, 1)]],
    date_trunc: [
      [
        "anon.date_trunc('year', '2020-05-05 10:00'::timestamp)",
        (v) => v === "2020-01-01 00:00:00",
      ],
      [
        "anon.date_trunc('day', '2020-05-05 10:00+00'::timestamptz)",
        (v) => v.startsWith("2020-05-05"),
      ],
    ],
    date_add: [
      [
        "anon.date_add('2020-01-01 00:00+00', '1 day')",
        (v) => Date.parse(v) === Date.parse("2020-01-02T00:00:00Z"),
      ],
    ],
    date_subtract: [
      [
        "anon.date_subtract('2020-01-02 00:00+00', '1 day')",
        (v) => Date.parse(v) === Date.parse("2020-01-01T00:00:00Z"),
      ],
    ],
    make_date: [["anon.make_date(2020, 2, 3)", (v) => v === "2020-02-03"]],
    to_char: [
      ["anon.to_char('2020-01-02 03:04'::timestamp, 'YYYY/MM/DD')", (v) => v === "2020/01/02"],
      ["anon.to_char('2020-01-02 03:04+00'::timestamptz, 'YYYY')", (v) => v === "2020"],
      ["anon.to_char(12.5, '99D9')", (v) => v.trim() === "12.5"],
    ],
  };
}
