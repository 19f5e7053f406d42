-- PostgreSQL Anonymizer's masking functions, as the emulator provides them.
--
-- The `anon` extension is in neither the npm nor the Debian registry, so the emulator installs
-- these SQL and PL/pgSQL functions in an `anon` schema of every database it masks. Names,
-- argument types, defaults and return types follow anon 2.x's documentation (masking_functions.md,
-- sql/*.sql), so masking rules written for Neon run unchanged. The values are of the same kind
-- (an email looks like an email, an IBAN has valid check digits) but come from the emulator's own
-- small English word lists, not anon's data sets. Installing is idempotent (CREATE OR REPLACE).
-- Functions whose name starts with an underscore are the emulator's helpers, not anon's API.

CREATE SCHEMA IF NOT EXISTS anon;
GRANT USAGE ON SCHEMA anon TO PUBLIC;

-------------------------------------------------------------------------------
-- Helpers and word lists
-------------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION anon._pick(items TEXT[]) RETURNS TEXT AS $$
  SELECT items[1 + pg_catalog.floor(pg_catalog.random() * pg_catalog.cardinality(items))::INT]
$$ LANGUAGE SQL VOLATILE;

-- The same item for the same seed and salt (pseudonymization).
CREATE OR REPLACE FUNCTION anon._pick_for(items TEXT[], seed TEXT, salt TEXT) RETURNS TEXT AS $$
  SELECT items[1 + (('x' || pg_catalog.substr(pg_catalog.md5(seed || COALESCE(salt, '')), 1, 6))::BIT(24)::INT
                    % pg_catalog.cardinality(items))]
$$ LANGUAGE SQL IMMUTABLE;

-- n random digits (n up to 18).
CREATE OR REPLACE FUNCTION anon._digits(n INT) RETURNS TEXT AS $$
  SELECT CASE WHEN n <= 0 THEN '' ELSE pg_catalog.right(
    pg_catalog.lpad(pg_catalog.floor(pg_catalog.random() * 1000000000)::BIGINT::TEXT, 9, '0') ||
    pg_catalog.lpad(pg_catalog.floor(pg_catalog.random() * 1000000000)::BIGINT::TEXT, 9, '0'), n) END
$$ LANGUAGE SQL VOLATILE;

-- Appends the Luhn check digit to a string of digits (card numbers, SIRET).
CREATE OR REPLACE FUNCTION anon._with_luhn_digit(payload TEXT) RETURNS TEXT AS $$
  SELECT payload || ((10 - pg_catalog.sum(
      CASE WHEN p % 2 = 1 THEN d * 2 - CASE WHEN d * 2 > 9 THEN 9 ELSE 0 END ELSE d END
    )::INT % 10) % 10)::TEXT
  FROM (
    SELECT pg_catalog.substr(payload, pg_catalog.length(payload) - p + 1, 1)::INT AS d, p
    FROM pg_catalog.generate_series(1, pg_catalog.length(payload)) AS p
  ) AS digits
$$ LANGUAGE SQL IMMUTABLE;

-- A German IBAN (DE + two check digits + 18 digits) whose check digits are valid.
CREATE OR REPLACE FUNCTION anon._iban_for(bban TEXT) RETURNS TEXT AS $$
  SELECT 'DE' || pg_catalog.lpad((98 - (bban || '131400')::NUMERIC % 97)::TEXT, 2, '0') || bban
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon._first_names() RETURNS TEXT[] AS $$
  SELECT ARRAY['Ada','Alan','Alice','Amara','Ben','Bianca','Carlos','Chloe','Daniel','Dana',
    'Elena','Emil','Farah','Felix','Grace','Hugo','Ines','Ivan','Jada','Jonas','Kai','Keiko',
    'Lena','Liam','Maya','Mateo','Nadia','Noah','Olga','Omar','Priya','Quinn','Rosa','Ravi',
    'Sara','Samuel','Tara','Theo','Uma','Victor','Wendy','Xavier','Yara','Yusuf','Zoe','Zane']
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon._last_names() RETURNS TEXT[] AS $$
  SELECT ARRAY['Abbott','Baker','Bauer','Castillo','Chen','Dubois','Evans','Ferreira','Fischer',
    'Garcia','Hansen','Ito','Jensen','Kowalski','Larsen','Lopez','Moreau','Murphy','Nakamura',
    'Novak','Okafor','Olsen','Patel','Petrov','Quinn','Rossi','Sato','Schmidt','Silva','Tanaka',
    'Turner','Ueda','Vargas','Weber','Walsh','Xu','Young','Yilmaz','Zhang','Ziegler']
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon._cities() RETURNS TEXT[] AS $$
  SELECT ARRAY['Springfield','Riverton','Fairview','Lakewood','Maplewood','Brookside','Oakridge',
    'Pinehurst','Cedar Falls','Greenville','Harborview','Kingsport','Millbrook','Northfield',
    'Westbury','Ashford','Bellmont','Clearwater','Dunmore','Elmwood']
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon._countries() RETURNS TEXT[] AS $$
  SELECT ARRAY['Argentina','Australia','Austria','Belgium','Brazil','Canada','Chile','Denmark',
    'Egypt','Finland','France','Germany','Ghana','Iceland','India','Ireland','Italy','Japan',
    'Kenya','Mexico','Morocco','Netherlands','New Zealand','Norway','Peru','Poland','Portugal',
    'Spain','Sweden','Thailand','United Kingdom','United States']
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon._country_codes() RETURNS TEXT[] AS $$
  SELECT ARRAY['AR','AU','AT','BE','BR','CA','CL','DK','EG','FI','FR','DE','GH','IS','IN','IE',
    'IT','JP','KE','MX','MA','NL','NZ','NO','PE','PL','PT','ES','SE','TH','GB','US']
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon._street_suffixes() RETURNS TEXT[] AS $$
  SELECT ARRAY['Street','Avenue','Road','Lane','Drive','Court','Place','Way','Boulevard','Terrace']
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon._company_suffixes() RETURNS TEXT[] AS $$
  SELECT ARRAY['Inc','LLC','Group','and Sons','Ltd','Partners','Holdings','Labs']
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon._free_email_providers() RETURNS TEXT[] AS $$
  SELECT ARRAY['gmail.com','yahoo.com','hotmail.com']
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon._words() RETURNS TEXT[] AS $$
  SELECT ARRAY['lorem','ipsum','dolor','sit','amet','consectetur','adipiscing','elit','sed','do',
    'eiusmod','tempor','incididunt','ut','labore','et','dolore','magna','aliqua','enim','ad',
    'minim','veniam','quis','nostrud','exercitation','ullamco','laboris','nisi','aliquip','ex',
    'ea','commodo','consequat','duis','aute','irure','in','reprehenderit','voluptate','velit',
    'esse','cillum','fugiat','nulla','pariatur','excepteur','sint','occaecat','cupidatat','non',
    'proident','sunt','culpa','qui','officia','deserunt','mollit','anim','id','est','laborum']
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon._paragraphs() RETURNS TEXT[] AS $$
  SELECT ARRAY[
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.',
    'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.',
    'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.',
    'Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.',
    'Curabitur pretium tincidunt lacus, nulla gravida orci a odio, nullam varius turpis et commodo pharetra.',
    'Integer in mauris eu nibh euismod gravida, duis ac tellus et risus vulputate vehicula donec lobortis risus.',
    'Maecenas fermentum consequat mi, donec fermentum pellentesque malesuada nulla a mi duis sapien sem aliquet nec.',
    'Praesent blandit dolor sed non quam, in vel mi sit amet augue congue elementum morbi in ipsum sit amet pede.']
$$ LANGUAGE SQL IMMUTABLE;

-- A first and last name and 4 to 6 digits. The third with 4 digits is the likeliest to repeat,
-- one of 46 × 3 × 40 × 10,000 = 55 million: two of 200 rows share one about once in 25,000
-- maskings, two of 3,000 once in 110. (With 2 to 4 digits, 550,000 for the shortest third: a table
-- of 200 rows masked again beside its previous values broke its UNIQUE email about once in 250.)
-- For a UNIQUE column of any size, mask with anon.dummy_uuidv4().
CREATE OR REPLACE FUNCTION anon._username() RETURNS TEXT AS $$
  SELECT pg_catalog.lower(anon._pick(anon._first_names())) ||
    anon._pick(ARRAY['.', '_', '']) ||
    pg_catalog.lower(anon._pick(anon._last_names())) ||
    anon._digits(4 + pg_catalog.floor(pg_catalog.random() * 3)::INT)
$$ LANGUAGE SQL VOLATILE;

-------------------------------------------------------------------------------
-- Faking (anon 1.x style)
-------------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION anon.fake_first_name() RETURNS TEXT AS $$
  SELECT anon._pick(anon._first_names())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.fake_last_name() RETURNS TEXT AS $$
  SELECT anon._pick(anon._last_names())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.fake_email() RETURNS TEXT AS $$
  SELECT anon._username() || '@example.' || anon._pick(ARRAY['com', 'net', 'org'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.fake_city() RETURNS TEXT AS $$
  SELECT anon._pick(anon._cities())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.fake_country() RETURNS TEXT AS $$
  SELECT anon._pick(anon._countries())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.fake_company() RETURNS TEXT AS $$
  SELECT anon._pick(anon._last_names()) || ' ' || anon._pick(anon._company_suffixes())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.fake_postcode() RETURNS TEXT AS $$
  SELECT anon._digits(5)
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.fake_address() RETURNS TEXT AS $$
  SELECT (1 + pg_catalog.floor(pg_catalog.random() * 9999)::INT)::TEXT || ' ' ||
    anon._pick(anon._last_names()) || ' ' || anon._pick(anon._street_suffixes()) || ', ' ||
    anon._pick(anon._cities()) || ' ' || anon._digits(5)
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.fake_iban() RETURNS TEXT AS $$
  SELECT anon._iban_for(anon._digits(18))
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.fake_siret() RETURNS TEXT AS $$
  SELECT anon._with_luhn_digit(anon._digits(13))
$$ LANGUAGE SQL VOLATILE;

-- anon.lorem_ipsum(), lorem_ipsum(2), lorem_ipsum(words := 20), lorem_ipsum(characters := 7)
CREATE OR REPLACE FUNCTION anon.lorem_ipsum(
  paragraphs INTEGER DEFAULT 5,
  words INTEGER DEFAULT 0,
  characters INTEGER DEFAULT 0
) RETURNS TEXT AS $$
  WITH shuffled AS (
    SELECT p FROM pg_catalog.unnest(anon._paragraphs()) AS p ORDER BY pg_catalog.random()
  ), text AS (
    SELECT pg_catalog.string_agg(p, E'\n') AS all_paragraphs FROM shuffled
  )
  SELECT CASE
    WHEN characters > 0 THEN pg_catalog.substr(
      pg_catalog.repeat(all_paragraphs || E'\n', 1 + characters / pg_catalog.length(all_paragraphs)),
      1, characters)
    WHEN words > 0 THEN (
      SELECT pg_catalog.string_agg(anon._pick(anon._words()), ' ')
      FROM pg_catalog.generate_series(1, words))
    ELSE (SELECT pg_catalog.string_agg(p, E'\n') FROM (SELECT p FROM shuffled LIMIT paragraphs) AS l)
  END
  FROM text
$$ LANGUAGE SQL VOLATILE;

-------------------------------------------------------------------------------
-- Faking (anon 2.x dummy_* functions, en_US)
-------------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION anon.dummy_first_name() RETURNS TEXT AS $$
  SELECT anon._pick(anon._first_names())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_last_name() RETURNS TEXT AS $$
  SELECT anon._pick(anon._last_names())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_name() RETURNS TEXT AS $$
  SELECT anon._pick(anon._first_names()) || ' ' || anon._pick(anon._last_names())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_title() RETURNS TEXT AS $$
  SELECT anon._pick(ARRAY['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_suffix() RETURNS TEXT AS $$
  SELECT anon._pick(ARRAY['Jr.', 'Sr.', 'I', 'II', 'III', 'IV', 'V', 'MD', 'DDS', 'PhD', 'DVM'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_name_with_title() RETURNS TEXT AS $$
  SELECT anon.dummy_title() || ' ' || anon.dummy_name()
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_username() RETURNS TEXT AS $$
  SELECT anon._username()
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_free_email_provider() RETURNS TEXT AS $$
  SELECT anon._pick(anon._free_email_providers())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_domain_suffix() RETURNS TEXT AS $$
  SELECT anon._pick(ARRAY['com', 'net', 'org', 'info', 'biz', 'io', 'name'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_free_email() RETURNS TEXT AS $$
  SELECT anon._username() || '@' || anon._pick(anon._free_email_providers())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_safe_email() RETURNS TEXT AS $$
  SELECT anon._username() || '@example.' || anon._pick(ARRAY['com', 'net', 'org'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_phone_number() RETURNS TEXT AS $$
  SELECT anon._digits(3) || '-' || anon._digits(3) || '-' || anon._digits(4)
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_cell_number() RETURNS TEXT AS $$
  SELECT '(' || anon._digits(3) || ') ' || anon._digits(3) || '-' || anon._digits(4)
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_city_name() RETURNS TEXT AS $$
  SELECT anon._pick(anon._cities())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_country_name() RETURNS TEXT AS $$
  SELECT anon._pick(anon._countries())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_country_code() RETURNS TEXT AS $$
  SELECT anon._pick(anon._country_codes())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_street_suffix() RETURNS TEXT AS $$
  SELECT anon._pick(anon._street_suffixes())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_street_name() RETURNS TEXT AS $$
  SELECT anon._pick(anon._last_names()) || ' ' || anon._pick(anon._street_suffixes())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_building_number() RETURNS TEXT AS $$
  SELECT (1 + pg_catalog.floor(pg_catalog.random() * 9999)::INT)::TEXT
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_zip_code() RETURNS TEXT AS $$
  SELECT anon._digits(5)
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_post_code() RETURNS TEXT AS $$
  SELECT anon._digits(5)
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_state_name() RETURNS TEXT AS $$
  SELECT anon._pick(ARRAY['Alabama','Alaska','Arizona','California','Colorado','Florida',
    'Georgia','Illinois','Maine','Nevada','New York','Ohio','Oregon','Texas','Utah','Vermont'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_state_abbr() RETURNS TEXT AS $$
  SELECT anon._pick(ARRAY['AL','AK','AZ','CA','CO','FL','GA','IL','ME','NV','NY','OH','OR','TX',
    'UT','VT'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_latitude() RETURNS TEXT AS $$
  SELECT pg_catalog.round((pg_catalog.random() * 180 - 90)::NUMERIC, 6)::TEXT
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_longitude() RETURNS TEXT AS $$
  SELECT pg_catalog.round((pg_catalog.random() * 360 - 180)::NUMERIC, 6)::TEXT
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_timezone() RETURNS TEXT AS $$
  SELECT anon._pick(ARRAY['Europe/Paris','Europe/Berlin','America/New_York','America/Chicago',
    'America/Los_Angeles','Asia/Tokyo','Asia/Kolkata','Australia/Sydney','Africa/Nairobi','UTC'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_company_suffix() RETURNS TEXT AS $$
  SELECT anon._pick(anon._company_suffixes())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_company_name() RETURNS TEXT AS $$
  SELECT anon._pick(anon._last_names()) || ' ' || anon._pick(anon._company_suffixes())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_profession() RETURNS TEXT AS $$
  SELECT anon._pick(ARRAY['Accountant','Architect','Baker','Chemist','Designer','Electrician',
    'Engineer','Gardener','Journalist','Librarian','Nurse','Pharmacist','Pilot','Teacher'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_industry() RETURNS TEXT AS $$
  SELECT anon._pick(ARRAY['Agriculture','Banking','Construction','Education','Energy',
    'Healthcare','Insurance','Logistics','Media','Retail','Software','Tourism'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_currency_code() RETURNS TEXT AS $$
  SELECT anon._pick(ARRAY['USD','EUR','GBP','JPY','CHF','CAD','AUD','SEK','NOK','INR'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_credit_card_number() RETURNS TEXT AS $$
  SELECT anon._with_luhn_digit('4' || anon._digits(14))
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_ipv4() RETURNS TEXT AS $$
  SELECT pg_catalog.string_agg(pg_catalog.floor(pg_catalog.random() * 256)::INT::TEXT, '.')
  FROM pg_catalog.generate_series(1, 4)
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_ipv6() RETURNS TEXT AS $$
  SELECT pg_catalog.string_agg(pg_catalog.to_hex(pg_catalog.floor(pg_catalog.random() * 65536)::INT), ':')
  FROM pg_catalog.generate_series(1, 8)
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_ip() RETURNS TEXT AS $$
  SELECT CASE WHEN pg_catalog.random() < 0.5 THEN anon.dummy_ipv4() ELSE anon.dummy_ipv6() END
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_mac_address() RETURNS TEXT AS $$
  SELECT pg_catalog.string_agg(pg_catalog.lpad(pg_catalog.to_hex(pg_catalog.floor(pg_catalog.random() * 256)::INT), 2, '0'), ':')
  FROM pg_catalog.generate_series(1, 6)
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_user_agent() RETURNS TEXT AS $$
  SELECT anon._pick(ARRAY[
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_hex_color() RETURNS TEXT AS $$
  SELECT '#' || pg_catalog.lpad(pg_catalog.to_hex(pg_catalog.floor(pg_catalog.random() * 16777216)::INT), 6, '0')
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_rgb_color() RETURNS TEXT AS $$
  SELECT 'rgb(' || pg_catalog.string_agg(pg_catalog.floor(pg_catalog.random() * 256)::INT::TEXT, ',') || ')'
  FROM pg_catalog.generate_series(1, 3)
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_color() RETURNS TEXT AS $$
  SELECT anon._pick(ARRAY['red','orange','yellow','green','blue','indigo','violet','black',
    'white','gray','teal','maroon'])
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_word() RETURNS TEXT AS $$
  SELECT anon._pick(anon._words())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.dummy_uuidv4() RETURNS TEXT AS $$
  SELECT pg_catalog.gen_random_uuid()::TEXT
$$ LANGUAGE SQL VOLATILE;

-------------------------------------------------------------------------------
-- Randomization
-------------------------------------------------------------------------------

CREATE SEQUENCE IF NOT EXISTS anon.random_id_seq CYCLE;
GRANT USAGE, SELECT, UPDATE ON SEQUENCE anon.random_id_seq TO PUBLIC;

CREATE OR REPLACE FUNCTION anon.random_id() RETURNS BIGINT AS $$
  SELECT pg_catalog.nextval('anon.random_id_seq')
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.random_id_int() RETURNS INT AS $$
  SELECT (pg_catalog.nextval('anon.random_id_seq') % 2147483647)::INT
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.random_id_smallint() RETURNS SMALLINT AS $$
  SELECT (pg_catalog.nextval('anon.random_id_seq') % 32767)::SMALLINT
$$ LANGUAGE SQL VOLATILE;

-- Bounds included: random_int_between(1, 3) is 1, 2 or 3.
CREATE OR REPLACE FUNCTION anon.random_int_between(start INT, stop INT) RETURNS INT AS $$
  SELECT (start + pg_catalog.floor(pg_catalog.random() * (stop::BIGINT - start + 1)))::INT
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_bigint_between(start BIGINT, stop BIGINT) RETURNS BIGINT AS $$
  SELECT (start + pg_catalog.floor(pg_catalog.random()::NUMERIC * (stop::NUMERIC - start + 1)))::BIGINT
$$ LANGUAGE SQL VOLATILE STRICT;

-- NULL for a range with an infinite bound, as anon answers.
CREATE OR REPLACE FUNCTION anon.random_in_int4range(r INT4RANGE) RETURNS INT AS $$
  SELECT CASE WHEN pg_catalog.isempty(r) OR pg_catalog.lower_inf(r) OR pg_catalog.upper_inf(r) THEN NULL
    ELSE anon.random_int_between(pg_catalog.lower(r), pg_catalog.upper(r) - 1) END
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_in_int8range(r INT8RANGE) RETURNS BIGINT AS $$
  SELECT CASE WHEN pg_catalog.isempty(r) OR pg_catalog.lower_inf(r) OR pg_catalog.upper_inf(r) THEN NULL
    ELSE anon.random_bigint_between(pg_catalog.lower(r), pg_catalog.upper(r) - 1) END
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_in_numrange(r NUMRANGE) RETURNS NUMERIC AS $$
  SELECT CASE WHEN pg_catalog.isempty(r) OR pg_catalog.lower_inf(r) OR pg_catalog.upper_inf(r) THEN NULL
    ELSE pg_catalog.lower(r) + pg_catalog.random()::NUMERIC * (pg_catalog.upper(r) - pg_catalog.lower(r)) END
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_in_daterange(r DATERANGE) RETURNS DATE AS $$
  SELECT CASE WHEN pg_catalog.isempty(r) OR pg_catalog.lower_inf(r) OR pg_catalog.upper_inf(r) THEN NULL
    ELSE pg_catalog.lower(r) + pg_catalog.floor(pg_catalog.random() * (pg_catalog.upper(r) - pg_catalog.lower(r)))::INT END
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_in_tsrange(r TSRANGE) RETURNS TIMESTAMP WITHOUT TIME ZONE AS $$
  SELECT CASE WHEN pg_catalog.isempty(r) OR pg_catalog.lower_inf(r) OR pg_catalog.upper_inf(r) THEN NULL
    ELSE pg_catalog.lower(r) + pg_catalog.random() * (pg_catalog.upper(r) - pg_catalog.lower(r)) END
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_in_tstzrange(r TSTZRANGE) RETURNS TIMESTAMP WITH TIME ZONE AS $$
  SELECT CASE WHEN pg_catalog.isempty(r) OR pg_catalog.lower_inf(r) OR pg_catalog.upper_inf(r) THEN NULL
    ELSE pg_catalog.lower(r) + pg_catalog.random() * (pg_catalog.upper(r) - pg_catalog.lower(r)) END
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_date_between(
  date_start TIMESTAMP WITH TIME ZONE,
  date_end TIMESTAMP WITH TIME ZONE
) RETURNS TIMESTAMP WITH TIME ZONE AS $$
  SELECT date_start + pg_catalog.random() * (date_end - date_start)
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_date() RETURNS TIMESTAMP WITH TIME ZONE AS $$
  SELECT anon.random_date_between('1970-01-01 00:00:00+00', pg_catalog.now())
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.random_time() RETURNS TIME AS $$
  SELECT '00:00'::TIME + pg_catalog.floor(pg_catalog.random() * 86400) * INTERVAL '1 second'
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.random_double_precision(start DOUBLE PRECISION, stop DOUBLE PRECISION)
RETURNS DOUBLE PRECISION AS $$
  SELECT start + pg_catalog.random() * (stop - start)
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_real(start REAL, stop REAL) RETURNS REAL AS $$
  SELECT (start + pg_catalog.random() * (stop - start))::REAL
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_string(r INT4RANGE) RETURNS TEXT AS $$
  SELECT COALESCE(pg_catalog.string_agg(pg_catalog.substr(
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
      1 + pg_catalog.floor(pg_catalog.random() * 62)::INT, 1), ''), '')
  FROM pg_catalog.generate_series(1, anon.random_in_int4range(r))
$$ LANGUAGE SQL VOLATILE STRICT;

-- n letters or digits; an empty string for 0.
CREATE OR REPLACE FUNCTION anon.random_string(l INTEGER) RETURNS TEXT AS $$
  SELECT anon.random_string(pg_catalog.int4range(l, l + 1))
$$ LANGUAGE SQL VOLATILE STRICT;

-- (anon 2.x) A number of words within the range, joined by spaces.
CREATE OR REPLACE FUNCTION anon.dummy_words(r INT4RANGE) RETURNS TEXT AS $$
  SELECT COALESCE(pg_catalog.string_agg(anon._pick(anon._words()), ' '), '')
  FROM pg_catalog.generate_series(1, anon.random_in_int4range(r))
$$ LANGUAGE SQL VOLATILE STRICT;

-- '#' becomes a digit, '^' a digit from 1 to 9; everything else stays.
CREATE OR REPLACE FUNCTION anon.random_number_with_format(format TEXT) RETURNS TEXT AS $$
  SELECT COALESCE(pg_catalog.string_agg(CASE c
      WHEN '#' THEN pg_catalog.floor(pg_catalog.random() * 10)::INT::TEXT
      WHEN '^' THEN (1 + pg_catalog.floor(pg_catalog.random() * 9)::INT)::TEXT
      ELSE c END, '' ORDER BY i), '')
  FROM pg_catalog.unnest(pg_catalog.string_to_array(format, NULL)) WITH ORDINALITY AS t(c, i)
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_phone_with_format(format TEXT) RETURNS TEXT AS $$
  SELECT anon.random_number_with_format(format)
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_phone() RETURNS TEXT AS $$
  SELECT anon.random_number_with_format('0#########')
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.random_phone(prefix TEXT) RETURNS TEXT AS $$
  SELECT anon.random_number_with_format(prefix || '#########')
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.random_zip() RETURNS TEXT AS $$
  SELECT anon._digits(5)
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.random_in(a ANYARRAY) RETURNS ANYELEMENT AS $$
  SELECT a[pg_catalog.array_lower(a, 1) + pg_catalog.floor(pg_catalog.random() * pg_catalog.cardinality(a))::INT]
$$ LANGUAGE SQL VOLATILE STRICT;

-- anon.random_in_enum(NULL::card) or random_in_enum(a_column_of_an_enum_type)
CREATE OR REPLACE FUNCTION anon.random_in_enum(element ANYELEMENT) RETURNS ANYELEMENT AS $$
  SELECT anon.random_in(pg_catalog.enum_range(element))
$$ LANGUAGE SQL VOLATILE;

-------------------------------------------------------------------------------
-- Hashing and pseudonymization (salt: the `anon.salt` setting, algorithm: `anon.algorithm`)
-------------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION anon.digest(val TEXT, salt TEXT, algorithm TEXT) RETURNS TEXT AS $$
  SELECT CASE algorithm
    WHEN 'md5' THEN pg_catalog.md5(val || salt)
    WHEN 'sha224' THEN pg_catalog.encode(pg_catalog.sha224(pg_catalog.convert_to(val || salt, 'UTF8')), 'hex')
    WHEN 'sha256' THEN pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(val || salt, 'UTF8')), 'hex')
    WHEN 'sha384' THEN pg_catalog.encode(pg_catalog.sha384(pg_catalog.convert_to(val || salt, 'UTF8')), 'hex')
    WHEN 'sha512' THEN pg_catalog.encode(pg_catalog.sha512(pg_catalog.convert_to(val || salt, 'UTF8')), 'hex')
  END
$$ LANGUAGE SQL IMMUTABLE STRICT;

CREATE OR REPLACE FUNCTION anon._salt() RETURNS TEXT AS $$
  SELECT COALESCE(pg_catalog.current_setting('anon.salt', true), '')
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon._algorithm() RETURNS TEXT AS $$
  SELECT COALESCE(NULLIF(pg_catalog.current_setting('anon.algorithm', true), ''), 'sha256')
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.hash(seed TEXT) RETURNS TEXT AS $$
  SELECT anon.digest(seed, anon._salt(), anon._algorithm())
$$ LANGUAGE SQL STABLE STRICT;

CREATE OR REPLACE FUNCTION anon.random_hash(seed TEXT) RETURNS TEXT AS $$
  SELECT anon.digest(seed, anon.random_string(6), anon._algorithm())
$$ LANGUAGE SQL VOLATILE STRICT;

CREATE OR REPLACE FUNCTION anon.pseudo_first_name(seed ANYELEMENT, salt TEXT DEFAULT NULL)
RETURNS TEXT AS $$
  SELECT anon._pick_for(anon._first_names(), seed::TEXT, COALESCE(salt, anon._salt()))
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.pseudo_last_name(seed ANYELEMENT, salt TEXT DEFAULT NULL)
RETURNS TEXT AS $$
  SELECT anon._pick_for(anon._last_names(), seed::TEXT, COALESCE(salt, anon._salt()))
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.pseudo_email(seed ANYELEMENT, salt TEXT DEFAULT NULL)
RETURNS TEXT AS $$
  SELECT pg_catalog.lower(anon._pick_for(anon._first_names(), seed::TEXT, COALESCE(salt, anon._salt()))) || '.' ||
    pg_catalog.lower(anon._pick_for(anon._last_names(), seed::TEXT || '#', COALESCE(salt, anon._salt()))) ||
    pg_catalog.substr(pg_catalog.md5(seed::TEXT || COALESCE(salt, anon._salt())), 1, 4) || '@example.com'
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.pseudo_city(seed ANYELEMENT, salt TEXT DEFAULT NULL)
RETURNS TEXT AS $$
  SELECT anon._pick_for(anon._cities(), seed::TEXT, COALESCE(salt, anon._salt()))
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.pseudo_country(seed ANYELEMENT, salt TEXT DEFAULT NULL)
RETURNS TEXT AS $$
  SELECT anon._pick_for(anon._countries(), seed::TEXT, COALESCE(salt, anon._salt()))
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.pseudo_company(seed ANYELEMENT, salt TEXT DEFAULT NULL)
RETURNS TEXT AS $$
  SELECT anon._pick_for(anon._last_names(), seed::TEXT, COALESCE(salt, anon._salt())) || ' ' ||
    anon._pick_for(anon._company_suffixes(), seed::TEXT, COALESCE(salt, anon._salt()))
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.pseudo_iban(seed ANYELEMENT, salt TEXT DEFAULT NULL)
RETURNS TEXT AS $$
  SELECT anon._iban_for(pg_catalog.lpad(
    (('x' || pg_catalog.substr(pg_catalog.md5(seed::TEXT || COALESCE(salt, anon._salt())), 1, 15))::BIT(60)::BIGINT
      % 1000000000000000000)::TEXT, 18, '0'))
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.pseudo_siret(seed ANYELEMENT, salt TEXT DEFAULT NULL)
RETURNS TEXT AS $$
  SELECT anon._with_luhn_digit(pg_catalog.lpad(
    (('x' || pg_catalog.substr(pg_catalog.md5(seed::TEXT || COALESCE(salt, anon._salt())), 1, 12))::BIT(48)::BIGINT
      % 10000000000000)::TEXT, 13, '0'))
$$ LANGUAGE SQL STABLE;

-------------------------------------------------------------------------------
-- Noise, partial scrambling, conditional masking, generalization
-------------------------------------------------------------------------------

-- The value shifted randomly by up to +/- ratio (0.1: 10%), in its own type.
CREATE OR REPLACE FUNCTION anon.noise(noise_value ANYELEMENT, ratio DOUBLE PRECISION)
RETURNS ANYELEMENT AS $$
DECLARE
  result ALIAS FOR $0;
  shift DOUBLE PRECISION := (2.0 * pg_catalog.random() - 1.0) * ratio;
BEGIN
  SELECT noise_value * (1.0 - shift) INTO result;
  RETURN result;
EXCEPTION WHEN numeric_value_out_of_range THEN
  SELECT noise_value * (1.0 + shift) INTO result;
  RETURN result;
END
$$ LANGUAGE plpgsql VOLATILE;

-- A date, time or timestamp shifted randomly by up to +/- noise_range.
CREATE OR REPLACE FUNCTION anon.dnoise(noise_value ANYELEMENT, noise_range INTERVAL)
RETURNS ANYELEMENT AS $$
DECLARE
  result ALIAS FOR $0;
  shift INTERVAL := (2.0 * pg_catalog.random() - 1.0) * noise_range;
BEGIN
  SELECT noise_value + shift INTO result;
  RETURN result;
EXCEPTION WHEN datetime_field_overflow THEN
  SELECT noise_value - shift INTO result;
  RETURN result;
END
$$ LANGUAGE plpgsql VOLATILE;

-- partial('abcdefgh', 1, 'xxxx', 3) = 'axxxxfgh'
CREATE OR REPLACE FUNCTION anon.partial(ov TEXT, prefix INT, padding TEXT, suffix INT)
RETURNS TEXT AS $$
  SELECT pg_catalog.substr(ov, 1, prefix) || padding ||
    pg_catalog.substr(ov, pg_catalog.length(ov) - suffix + 1, suffix)
$$ LANGUAGE SQL IMMUTABLE;

-- partial_email('daamien@gmail.com') = 'da******@gm******.com'
CREATE OR REPLACE FUNCTION anon.partial_email(ov TEXT) RETURNS TEXT AS $$
  SELECT pg_catalog.substr(pg_catalog.regexp_replace(ov, '@.*', ''), 1, 2) || '******@' ||
    pg_catalog.substr(pg_catalog.regexp_replace(ov, '.*@', ''), 1, 2) || '******.' ||
    pg_catalog.regexp_replace(ov, '.*\.', '')
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.ternary(condition BOOL, then_val ANYELEMENT, else_val ANYELEMENT)
RETURNS ANYELEMENT AS $$
  SELECT CASE WHEN condition THEN then_val ELSE else_val END
$$ LANGUAGE SQL IMMUTABLE;

-- generalize_int4range(54, 10) = [50,60)
CREATE OR REPLACE FUNCTION anon.generalize_int4range(val INTEGER, step INTEGER DEFAULT 10)
RETURNS INT4RANGE AS $$
  SELECT pg_catalog.int4range(val / step * step, (val / step + 1) * step)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.generalize_int8range(val BIGINT, step BIGINT DEFAULT 10)
RETURNS INT8RANGE AS $$
  SELECT pg_catalog.int8range(val / step * step, (val / step + 1) * step)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.generalize_numrange(val NUMERIC, step INTEGER DEFAULT 10)
RETURNS NUMRANGE AS $$
  SELECT pg_catalog.numrange(pg_catalog.lower(r)::NUMERIC, pg_catalog.upper(r)::NUMERIC)
  FROM anon.generalize_int4range(val::INTEGER, step) AS r
$$ LANGUAGE SQL IMMUTABLE;

-- step: microseconds, milliseconds, second, minute, hour, day, week, month, year, decade, ...
CREATE OR REPLACE FUNCTION anon.generalize_tsrange(val TIMESTAMP WITHOUT TIME ZONE, step TEXT DEFAULT 'decade')
RETURNS TSRANGE AS $$
  SELECT pg_catalog.tsrange(pg_catalog.date_trunc(step, val),
    pg_catalog.date_trunc(step, val) + ('1 ' || step)::INTERVAL)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.generalize_tstzrange(val TIMESTAMP WITH TIME ZONE, step TEXT DEFAULT 'decade')
RETURNS TSTZRANGE AS $$
  SELECT pg_catalog.tstzrange(pg_catalog.date_trunc(step, val),
    pg_catalog.date_trunc(step, val) + ('1 ' || step)::INTERVAL)
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.generalize_daterange(val DATE, step TEXT DEFAULT 'decade')
RETURNS DATERANGE AS $$
  SELECT pg_catalog.daterange(pg_catalog.date_trunc(step, val)::DATE,
    (pg_catalog.date_trunc(step, val) + ('1 ' || step)::INTERVAL)::DATE)
$$ LANGUAGE SQL IMMUTABLE;

-------------------------------------------------------------------------------
-- pg_catalog functions under anon's name (anon 2.x ships these wrappers)
-------------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION anon.concat(TEXT, TEXT) RETURNS TEXT AS $$
  SELECT pg_catalog.concat($1, $2)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.concat(TEXT, TEXT, TEXT) RETURNS TEXT AS $$
  SELECT pg_catalog.concat($1, $2, $3)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.lower(TEXT) RETURNS TEXT AS $$
  SELECT pg_catalog.lower($1)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.upper(TEXT) RETURNS TEXT AS $$
  SELECT pg_catalog.upper($1)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.left(TEXT, INTEGER) RETURNS TEXT AS $$
  SELECT pg_catalog.left($1, $2)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.right(TEXT, INTEGER) RETURNS TEXT AS $$
  SELECT pg_catalog.right($1, $2)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.length(TEXT) RETURNS INTEGER AS $$
  SELECT pg_catalog.length($1)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.md5(TEXT) RETURNS TEXT AS $$
  SELECT pg_catalog.md5($1)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.substr(TEXT, INTEGER) RETURNS TEXT AS $$
  SELECT pg_catalog.substr($1, $2)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.substr(TEXT, INTEGER, INTEGER) RETURNS TEXT AS $$
  SELECT pg_catalog.substr($1, $2, $3)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.replace(TEXT, TEXT, TEXT) RETURNS TEXT AS $$
  SELECT pg_catalog.replace($1, $2, $3)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.regexp_replace(TEXT, TEXT, TEXT) RETURNS TEXT AS $$
  SELECT pg_catalog.regexp_replace($1, $2, $3)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.regexp_replace(TEXT, TEXT, TEXT, TEXT) RETURNS TEXT AS $$
  SELECT pg_catalog.regexp_replace($1, $2, $3, $4)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.now() RETURNS TIMESTAMP WITH TIME ZONE AS $$
  SELECT pg_catalog.now()
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.random() RETURNS DOUBLE PRECISION AS $$
  SELECT pg_catalog.random()
$$ LANGUAGE SQL VOLATILE;

CREATE OR REPLACE FUNCTION anon.date_trunc(TEXT, TIMESTAMP) RETURNS TIMESTAMP AS $$
  SELECT pg_catalog.date_trunc($1, $2)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.date_trunc(TEXT, TIMESTAMP WITH TIME ZONE) RETURNS TIMESTAMP WITH TIME ZONE AS $$
  SELECT pg_catalog.date_trunc($1, $2)
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.date_add(TIMESTAMP WITH TIME ZONE, INTERVAL) RETURNS TIMESTAMP WITH TIME ZONE AS $$
  SELECT $1 + $2
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.date_subtract(TIMESTAMP WITH TIME ZONE, INTERVAL) RETURNS TIMESTAMP WITH TIME ZONE AS $$
  SELECT $1 - $2
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.make_date(INT, INT, INT) RETURNS DATE AS $$
  SELECT pg_catalog.make_date($1, $2, $3)
$$ LANGUAGE SQL IMMUTABLE;

CREATE OR REPLACE FUNCTION anon.to_char(TIMESTAMP, TEXT) RETURNS TEXT AS $$
  SELECT pg_catalog.to_char($1, $2)
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.to_char(TIMESTAMP WITH TIME ZONE, TEXT) RETURNS TEXT AS $$
  SELECT pg_catalog.to_char($1, $2)
$$ LANGUAGE SQL STABLE;

CREATE OR REPLACE FUNCTION anon.to_char(NUMERIC, TEXT) RETURNS TEXT AS $$
  SELECT pg_catalog.to_char($1, $2)
$$ LANGUAGE SQL STABLE;
