import Image from 'next/image';
import section from '@/components/ui/section.module.scss';
import { Carousel } from '@/components/ui/carousel';
import { TOOLS_CAROUSEL_BREAKPOINTS } from '@/lib/constants';
import { picture, ratio } from '@/lib/content/pictures';
import type { Tool } from '@/lib/content/schemas';
import { carouselArrows } from '@/lib/i18n/labels';
import { pageContent } from '@/lib/content/page';
import { THEMES, type Theme } from '@/lib/theme/themes';
import styles from './tools-carousel.module.scss';

/** A logo's box: 64 px high (56 drawn, sharp at 2×), as wide as its own shape asks. */
async function logoBox(src: string) {
  const found = await picture(src);
  const shape = found ? Math.min(4, Math.max(0.25, ratio(found))) : 1;
  return { width: Math.round(64 * shape), height: 64, legibleOn: found?.legibleOn };
}

/** The logo each theme shows: the dark one, where the owner gave one, in the dark theme. */
async function logosOf(tool: Tool) {
  const light = await logoBox(tool.avatar);
  const dark = tool.avatar_dark ? await logoBox(tool.avatar_dark) : undefined;
  const reads = (theme: Theme) =>
    (theme === 'dark' && dark ? dark : light).legibleOn?.[theme] !== false;
  return { light, dark, reads };
}

/** `joined`: on the same band as the section above (Services, often), it adds no gap of its own. */
export async function ToolsCarousel({ tools, joined }: { tools: Tool[]; joined: boolean }) {
  const logos = await Promise.all(tools.map(logosOf));
  const { t } = await pageContent();
  // A theme where a logo would not read on the tile puts them all on plates: the tiles stay alike.
  const plates = THEMES.filter((theme) => logos.some((logo) => !logo.reads(theme)));
  return (
    <div
      id="tools"
      className={`${section.section} ${section.deferred} ${styles.tools} ${joined ? styles.joined : ''}`}
      tabIndex={-1}
      data-plates={plates.join(' ') || undefined}
    >
      <div className={section.inner}>
        <h2 className={styles.title}>{t('about.tools')}</h2>
        <Carousel
          label={t('about.tools')}
          arrows={carouselArrows(t)}
          perView={TOOLS_CAROUSEL_BREAKPOINTS}
        >
          {tools.map((tool, index) => {
            const { light, dark } = logos[index]!;
            return (
              <figure key={`${tool.avatar}-${index}`} className={styles.tool}>
                <Image
                  src={tool.avatar}
                  alt={tool.name ?? ''}
                  width={light.width}
                  height={light.height}
                  loading="lazy"
                  data-theme-only={dark ? 'light' : undefined}
                />
                {dark && tool.avatar_dark && (
                  <Image
                    src={tool.avatar_dark}
                    alt={tool.name ?? ''}
                    width={dark.width}
                    height={dark.height}
                    loading="lazy"
                    data-theme-only="dark"
                  />
                )}
                {tool.name && <figcaption>{tool.name}</figcaption>}
              </figure>
            );
          })}
        </Carousel>
      </div>
    </div>
  );
}
