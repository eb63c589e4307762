/** One icon per product category (shared/domain/categories.ts), for every tool that shows a category. */
import {
  Briefcase,
  Car,
  Dumbbell,
  Gamepad2,
  HeartPulse,
  Home,
  Package,
  Palette,
  PawPrint,
  Puzzle,
  Shirt,
  Smartphone,
  Sparkles,
  Sprout,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";
import type { ProductCategory } from "@shared/domain/categories";

export const CATEGORY_ICON: Record<ProductCategory, LucideIcon> = {
  electronics: Smartphone,
  fashion: Shirt,
  home: Home,
  garden: Sprout,
  office: Briefcase,
  gaming: Gamepad2,
  beauty: Sparkles,
  health: HeartPulse,
  fitness: Dumbbell,
  pets: PawPrint,
  toys: Puzzle,
  crafts: Palette,
  food: UtensilsCrossed,
  automotive: Car,
  other: Package,
};
