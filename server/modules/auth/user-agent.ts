/** What the sessions list shows of a session: device and browser from its User-Agent, its address shortened. */

/** "Firefox 131", "Chrome 129", "Safari 17"... or "Unknown browser". */
export function browserOf(agent: string | undefined): string {
  if (!agent) return "Unknown browser";
  const rules: [RegExp, string][] = [
    [/Edg(?:e|A|iOS)?\/(\d+)/, "Edge"],
    [/OPR\/(\d+)/, "Opera"],
    [/SamsungBrowser\/(\d+)/, "Samsung Internet"],
    [/Firefox\/(\d+)|FxiOS\/(\d+)/, "Firefox"],
    [/Chrome\/(\d+)|CriOS\/(\d+)/, "Chrome"],
    [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
  ];
  for (const [re, name] of rules) {
    const m = re.exec(agent);
    if (m) {
      const version = m.slice(1).find(Boolean);
      return version ? `${name} ${version}` : name;
    }
  }
  if (/curl|node|undici|python|Go-http/i.test(agent)) return "Script or app";
  return "Unknown browser";
}

/** "iPhone", "Android phone", "Mac", "Windows PC", "Linux PC"... or "Unknown device". */
export function deviceOf(agent: string | undefined): string {
  if (!agent) return "Unknown device";
  if (/iPhone/.test(agent)) return "iPhone";
  if (/iPad/.test(agent)) return "iPad";
  if (/Android/.test(agent)) return /Mobile/.test(agent) ? "Android phone" : "Android tablet";
  if (/CrOS/.test(agent)) return "Chromebook";
  if (/Macintosh|Mac OS X/.test(agent)) return "Mac";
  if (/Windows/.test(agent)) return "Windows PC";
  if (/Linux/.test(agent)) return "Linux PC";
  return "Unknown device";
}

/** The first two parts of an address: "203.0.x.x", "2001:db8:…" (an IPv4 address inside IPv6 as IPv4). */
export function shortIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/i, "");
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return `${v4.split(".").slice(0, 2).join(".")}.x.x`;
  if (ip.includes(":")) return `${ip.split(":").slice(0, 2).join(":")}:…`;
  return null;
}
