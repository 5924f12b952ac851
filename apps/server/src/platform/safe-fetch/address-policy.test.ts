import { describe, expect, it } from "vitest";
import { checkAddress, checkHost, ipLiteral } from "./address-policy";
import { REFUSED_SPELLINGS } from "./safe-fetch.fixtures";

/** The hostname exactly as the WHATWG URL parser hands it to the fetcher. */
const hostOf = (spelling: string) => new URL(`http://${spelling}/`).hostname;

describe("address policy through URL parsing", () => {
  it.each(REFUSED_SPELLINGS)("refuses %s", (spelling) => {
    const verdict = checkHost(hostOf(spelling));
    expect(verdict.allowed).toBe(false);
  });

  it.each([
    "LOCALHOST",
    "localhost.",
    "app.localhost",
    "[::]",
    "[::7f00:1]",
    "[::ffff:0:7f00:1]",
    "[64:ff9b::a00:1]",
    "[64:ff9b:1::a00:1]",
    "[2001::1]",
    "[2001:db8::1]",
    "[ff02::1]",
    "[fec0::1]",
    "[100::1]",
    "255.255.255.255",
    "224.0.0.1",
    "192.0.2.1",
    "198.51.100.7",
    "203.0.113.9",
    "198.18.0.1",
    "192.0.0.8",
    "240.0.0.1",
    "172.31.255.255",
    "0",
  ])("refuses the reserved or local %s", (spelling) => {
    expect(checkHost(hostOf(spelling)).allowed).toBe(false);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "[2606:4700::1111]",
    "[2a00:1450:4001:80b::200e]",
    "[::ffff:93.184.216.34]",
    "[64:ff9b::5db8:d822]",
    "example.com",
    "public.test",
  ])("allows the public %s", (spelling) => {
    expect(checkHost(hostOf(spelling))).toEqual({ allowed: true });
  });

  it("names the refused range", () => {
    expect(checkHost(hostOf("0x7f.1"))).toEqual({ allowed: false, reason: "IPv4 loopback" });
    expect(checkHost(hostOf("[::ffff:10.0.0.1]"))).toEqual({ allowed: false, reason: "ipv4Mapped to IPv4 private" });
    expect(checkHost(hostOf("[2002:7f00:1::]"))).toEqual({ allowed: false, reason: "IPv6 6to4" });
  });
});

describe("address policy on raw addresses (what DNS returns)", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "0.0.0.0",
    "::",
    "fe80::1%eth0",
    "10.1.2.3",
  ])("refuses %s", (address) => {
    expect(checkAddress(address).allowed).toBe(false);
  });

  it("judges any spelling ipaddr.js accepts, not just canonical ones", () => {
    expect(checkAddress("0x7f.1").allowed).toBe(false);
    expect(checkAddress("2130706433").allowed).toBe(false);
    expect(checkAddress("017700000001").allowed).toBe(false);
  });

  it("refuses what is not an address at all", () => {
    expect(checkAddress("example.com")).toEqual({ allowed: false, reason: "not an IP address" });
    expect(checkAddress("")).toEqual({ allowed: false, reason: "not an IP address" });
  });

  it("allows public unicast", () => {
    expect(checkAddress("93.184.216.34")).toEqual({ allowed: true });
    expect(checkAddress("2606:4700::1111")).toEqual({ allowed: true });
  });

  it("recognises IP literals in hostnames", () => {
    expect(ipLiteral("[::1]")).toBe("::1");
    expect(ipLiteral("127.0.0.1")).toBe("127.0.0.1");
    expect(ipLiteral("example.com")).toBeNull();
  });
});
