import { describe, expect, test } from "vitest";
import {
  passwordOf,
  pooledHost,
  shapeUri,
} from "../../../../../src/flows/provision/compute/connection.ts";

const PROXY = "postgresql://app:p%40ss%2Fw0rd@127.0.0.1:5432/app?options=endpoint%3Dep-x-1";
const NEON = "postgresql://app:pw@ep-x-1.us-east-2.aws.neon.tech/app?sslmode=require";
const plain = { ssl: "require", prisma: false, pooled: false } as const;

describe("shapeUri", () => {
  test("sslmode is added, or replaced where the platform set one", () => {
    expect(shapeUri(PROXY, plain)).toBe(`${PROXY}&sslmode=require`);
    expect(shapeUri(NEON, { ...plain, ssl: "verify-full" })).toBe(
      "postgresql://app:pw@ep-x-1.us-east-2.aws.neon.tech/app?sslmode=verify-full",
    );
    expect(shapeUri("postgresql://a:b@h/db", { ...plain, ssl: "verify-ca" })).toBe(
      "postgresql://a:b@h/db?sslmode=verify-ca",
    );
  });

  test("omit removes sslmode, and the `?` with it when nothing is left", () => {
    expect(shapeUri(NEON, { ...plain, ssl: "omit" })).toBe(
      "postgresql://app:pw@ep-x-1.us-east-2.aws.neon.tech/app",
    );
    expect(shapeUri(PROXY, { ...plain, ssl: "omit" })).toBe(PROXY);
    expect(shapeUri(`${NEON}&channel_binding=require`, { ...plain, ssl: "omit" })).toBe(
      "postgresql://app:pw@ep-x-1.us-east-2.aws.neon.tech/app?channel_binding=require",
    );
  });

  test("prisma: connect_timeout on both URIs, pgbouncer and pool_timeout on the pooled one", () => {
    expect(shapeUri(NEON, { ...plain, prisma: true })).toBe(
      "postgresql://app:pw@ep-x-1.us-east-2.aws.neon.tech/app?sslmode=require&connect_timeout=30",
    );
    expect(
      shapeUri(
        "postgresql://app:pw@ep-x-1-pooler.neon.tech/app?connect_timeout=5&sslmode=require",
        {
          ...plain,
          prisma: true,
          pooled: true,
        },
      ),
    ).toBe(
      "postgresql://app:pw@ep-x-1-pooler.neon.tech/app?sslmode=require&connect_timeout=30&pgbouncer=true&pool_timeout=30",
    );
  });

  test("other parameters stay byte for byte (no `+` for a space, no re-encoding)", () => {
    const uri = "postgresql://a:b@h/db?options=-c%20search_path%3Dx&application_name=a%2Bb";
    expect(shapeUri(uri, plain)).toBe(`${uri}&sslmode=require`);
    expect(shapeUri(uri, { ...plain, ssl: "omit" })).toBe(uri);
  });
});

test("passwordOf decodes the URI's password", () => {
  expect(passwordOf(PROXY)).toBe("p@ss/w0rd");
  expect(passwordOf(NEON)).toBe("pw");
  expect(passwordOf("postgresql://app@h/db")).toBeUndefined();
  expect(passwordOf("not a uri")).toBeUndefined();
});

describe("pooledHost", () => {
  test("-pooler after the endpoint id; an IP address (the emulator's endpoint host) stays as it is", () => {
    expect(pooledHost("ep-x-1.us-east-2.aws.neon.tech")).toBe(
      "ep-x-1-pooler.us-east-2.aws.neon.tech",
    );
    expect(pooledHost("127.183.101.194")).toBe("127.183.101.194");
  });
});
