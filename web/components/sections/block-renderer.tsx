import type { Block } from "../../content/types";
import { CardsSection } from "./cards-section";
import { CertificationsSection } from "./certifications-section";
import { ClientsSection } from "./clients-section";
import { ContactInfoSection } from "./contact-info-section";
import { ContactTilesSection } from "./contact-tiles-section";
import { CtaSection } from "./cta-section";
import { useFeatureBlocks } from "./feature-blocks";
import { FiguresSection } from "./figures-section";
import { HeroSection } from "./hero-section";
import { ListsSection } from "./lists-section";
import { MapSection } from "./map-section";
import { OfficeSection } from "./office-section";
import { ProseSection } from "./prose-section";
import { StatsSection } from "./stats-section";
import { StepsSection } from "./steps-section";
import { SystemsSection } from "./systems-section";
import { TableSection } from "./table-section";
import { TextSection } from "./text-section";
import { island } from "../ui/island";

const MapIsland = island("map-section", MapSection);

export function BlockRenderer({ block }: { block: Block }) {
  const featureBlocks = useFeatureBlocks();
  switch (block.kind) {
    case "hero":
      return <HeroSection block={block} />;
    case "text":
      return <TextSection block={block} />;
    case "cards":
      return <CardsSection block={block} />;
    case "stats":
      return <StatsSection block={block} />;
    case "systems":
      return <SystemsSection block={block} />;
    case "steps":
      return <StepsSection block={block} />;
    case "lists":
      return <ListsSection block={block} />;
    case "table":
      return <TableSection block={block} />;
    case "figures":
      return <FiguresSection block={block} />;
    case "prose":
      return <ProseSection block={block} />;
    case "cta":
      return <CtaSection block={block} />;
    case "contact-info":
      return <ContactInfoSection block={block} />;
    case "contact-tiles":
      return <ContactTilesSection block={block} />;
    case "office":
      return <OfficeSection block={block} />;
    case "map":
      return <MapIsland block={block} />;
    case "gallery":
      return <featureBlocks.gallery block={block} />;
    case "contact-form":
      return <featureBlocks.contactForm block={block} />;
    case "clients":
      return <ClientsSection block={block} />;
    case "certifications":
      return <CertificationsSection block={block} />;
  }
}
