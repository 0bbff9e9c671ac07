import Bowser from 'bowser';

export interface DeviceDescription {
  browser: string;
  os: string;
  deviceType: 'desktop' | 'mobile' | 'tablet' | 'unknown';
}

/** The one User-Agent parser of the backend (bowser): names as people know them ("Safari", "macOS"). */
export function parseUserAgent(userAgent: string | null | undefined): {
  browserName?: string;
  browserVersion?: string;
  osName?: string;
  osVersionName?: string;
  platformType?: string;
} | null {
  if (!userAgent) return null;
  const p = Bowser.parse(userAgent);
  return {
    browserName: p.browser.name,
    browserVersion: p.browser.version,
    osName: p.os.name,
    osVersionName: p.os.versionName,
    platformType: p.platform.type,
  };
}

/** Browser, system and kind of device from a User-Agent header, in words people recognise. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription | null {
  const p = parseUserAgent(userAgent);
  if (!p) return null;
  const type = p.platformType;
  return {
    browser: p.browserName ? `${p.browserName}${p.browserVersion ? ` ${p.browserVersion.split('.')[0]}` : ''}` : 'Unknown browser',
    os: p.osName ? `${p.osName}${p.osVersionName ? ` ${p.osVersionName}` : ''}` : 'Unknown system',
    deviceType: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'unknown',
  };
}
