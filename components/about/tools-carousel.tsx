import Image from 'next/image';
import section from '@/components/ui/section.module.scss';
import { Carousel } from '@/components/ui/carousel';
import { TOOLS_CAROUSEL_BREAKPOINTS } from '@/lib/constants';
import type { Tool } from '@/lib/content/schemas';
import styles from './tools-carousel.module.scss';

export function ToolsCarousel({ tools }: { tools: Tool[] }) {
  return (
    <div className={`${section.section} ${section.deferred} ${styles.tools}`}>
      <div className={section.inner}>
        <h2 className={styles.title}>Tools I work with</h2>
        <Carousel label="Tools I work with" perView={TOOLS_CAROUSEL_BREAKPOINTS}>
          {tools.map((tool, index) => (
            <figure key={`${tool.avatar}-${index}`} className={styles.tool}>
              <Image
                src={tool.avatar}
                alt={tool.name ?? ''}
                width={64}
                height={64}
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
