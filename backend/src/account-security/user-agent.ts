import Bowser from 'bowser';

export interface DeviceDescription {
  browser: string;
  os: string;
  deviceType: 'desktop' | 'mobile' | 'tablet' | 'unknown';
}

/** Browser, system and kind of device from a User-Agent header, in words people recognise. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription | null {
  if (!userAgent) return null;
  const p = Bowser.parse(userAgent);
  const type = p.platform.type;
  return {
    browser: p.browser.name ? `${p.browser.name}${p.browser.version ? ` ${p.browser.version.split('.')[0]}` : ''}` : 'Unknown browser',
    os: p.os.name ? `${p.os.name}${p.os.versionName ? ` ${p.os.versionName}` : ''}` : 'Unknown system',
    deviceType: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'unknown',
  };
}
