import Image from 'next/image';
import section from '@/components/ui/section.module.scss';
import { Carousel } from '@/components/ui/carousel';
import { TOOLS_CAROUSEL_BREAKPOINTS } from '@/lib/constants';
import { picture, ratio } from '@/lib/content/pictures';
import type { Tool } from '@/lib/content/schemas';
import { carouselArrows } from '@/lib/i18n/labels';
import { pageContent } from '@/lib/content/page';
import styles from './tools-carousel.module.scss';

/** A logo's box: 64 px high (56 drawn, sharp at 2×), as wide as its own shape asks. */
async function logoBox(src: string) {
  const found = await picture(src);
  const shape = found ? Math.min(4, Math.max(0.25, ratio(found))) : 1;
  return { width: Math.round(64 * shape), height: 64 };
}

export async function ToolsCarousel({ tools }: { tools: Tool[] }) {
  const boxes = await Promise.all(tools.map((tool) => logoBox(tool.avatar)));
  const { t } = await pageContent();
  return (
    <div className={`${section.section} ${section.deferred} ${styles.tools}`}>
      <div className={section.inner}>
        <h2 className={styles.title}>{t('about.tools')}</h2>
        <Carousel
          label={t('about.tools')}
          arrows={carouselArrows(t)}
          perView={TOOLS_CAROUSEL_BREAKPOINTS}
        >
          {tools.map((tool, index) => (
            <figure key={`${tool.avatar}-${index}`} className={styles.tool}>
              <Image
                src={tool.avatar}
                alt={tool.name ?? ''}
                width={boxes[index]?.width ?? 64}
                height={boxes[index]?.height ?? 64}
                loading="lazy"
              />
              {tool.name && <figcaption>{tool.name}</figcaption>}
            </figure>
          ))}
        </Carousel>
      </div>
    </div>
  );
}
