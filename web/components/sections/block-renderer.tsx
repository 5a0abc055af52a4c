import type { Block } from "../../content/types";
import { CardsSection } from "./cards-section";
import { ContactInfoSection } from "./contact-info-section";
import { CtaSection } from "./cta-section";
import { HeroSection } from "./hero-section";
import { TextSection } from "./text-section";

export function BlockRenderer({ block }: { block: Block }) {
  switch (block.kind) {
    case "hero":
      return <HeroSection block={block} />;
    case "text":
      return <TextSection block={block} />;
    case "cards":
      return <CardsSection block={block} />;
    case "cta":
      return <CtaSection block={block} />;
    case "contact-info":
      return <ContactInfoSection block={block} />;
  }
}
