import ipaddr from 'ipaddr.js';

// Whether a list of trusted proxy ranges (TRUST_PROXY) would believe every public client: `true`
// and 0.0.0.0/0 are refused by name, but the same trust can be spelled as ranges (0.0.0.0/1 and
// 128.0.0.0/1, the IPv4-mapped ::ffff:0:0/96, 2000::/3). The ranges are merged and held against the
// whole public IPv4 space and the IPv6 global unicast space (2000::/3), so any spelling is caught.

type Interval = readonly [start: bigint, end: bigint];

const V4_SIZE = 1n << 32n;
const MAPPED_V4 = (0xffffn << 32n) as bigint; // ::ffff:0:0/96

// Not reachable from the internet as a client address: these may be trusted in any number.
const V4_NOT_PUBLIC = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/3',
].map((cidr) => v4Interval(cidr));

const V6_GLOBAL_UNICAST: Interval = v6Interval('2000::/3');

function v4Interval(cidr: string): Interval {
  const [address, bits] = ipaddr.IPv4.parseCIDR(cidr);
  const size = 1n << BigInt(32 - bits);
  const number = address.toByteArray().reduce((n, byte) => (n << 8n) | BigInt(byte), 0n);
  const start = number & ~(size - 1n);
  return [start, start + size - 1n];
}

function v6Number(address: ipaddr.IPv6): bigint {
  return address.parts.reduce((n, part) => (n << 16n) | BigInt(part), 0n);
}

function v6Interval(cidr: string): Interval {
  const [address, bits] = ipaddr.IPv6.parseCIDR(cidr);
  const size = 1n << BigInt(128 - bits);
  const start = v6Number(address) & ~(size - 1n);
  return [start, start + size - 1n];
}

/** The ranges an entry stands for, as IPv4 and IPv6 intervals (IPv4-mapped IPv6 counts as IPv4). */
function intervalsOf(entry: string): { v4: Interval[]; v6: Interval[] } {
  const cidr = entry.includes('/') ? entry : `${entry}/${ipaddr.parse(entry).kind() === 'ipv4' ? 32 : 128}`;
  const [address] = ipaddr.parseCIDR(cidr);
  if (address.kind() === 'ipv4') return { v4: [v4Interval(cidr)], v6: [] };
  const v6 = v6Interval(cidr);
  // Its part inside ::ffff:0:0/96 is IPv4 in disguise.
  const start = v6[0] > MAPPED_V4 ? v6[0] : MAPPED_V4;
  const end = v6[1] < MAPPED_V4 + V4_SIZE - 1n ? v6[1] : MAPPED_V4 + V4_SIZE - 1n;
  const v4 = start <= end ? [[start - MAPPED_V4, end - MAPPED_V4] as const] : [];
  return { v4, v6: [v6] };
}

/** Whether the merged intervals cover every address of `target` outside `excluded`. */
function covers(intervals: Interval[], target: Interval, excluded: Interval[]): boolean {
  const all = [...intervals, ...excluded].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let next = target[0];
  for (const [start, end] of all) {
    if (start > next) break;
    if (end + 1n > next) next = end + 1n;
    if (next > target[1]) return true;
  }
  return next > target[1];
}

/**
 * Whether trusting these entries (IP addresses and CIDR ranges; proxy-addr's names are private
 * ranges) would trust every public IPv4 address or every public IPv6 address.
 */
export function trustsEveryPublicAddress(entries: readonly string[]): boolean {
  const v4: Interval[] = [];
  const v6: Interval[] = [];
  for (const entry of entries) {
    if (!ipaddr.isValid(entry.split('/')[0] ?? '')) continue; // loopback, linklocal, uniquelocal
    const ranges = intervalsOf(entry);
    v4.push(...ranges.v4);
    v6.push(...ranges.v6);
  }
  return covers(v4, [0n, V4_SIZE - 1n], V4_NOT_PUBLIC) || covers(v6, V6_GLOBAL_UNICAST, []);
}
