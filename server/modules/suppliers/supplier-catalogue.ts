/**
 * The curated supplier catalogue (decisions D9): real, publicly known suppliers, wholesalers and marketplaces
 * with their public websites only (no contact details we are not sure of). Ratings are not typed here: they are
 * derived from `model` and `localWarehouses` by shared/domain/suppliers.ts ("How we rate").
 * `platform`: aliexpress = open or B2B marketplace, cj = dropshipping agent or network, local = wholesaler or
 * print-on-demand maker with its own stock. `location`: where most products ship from.
 */
import type { SupplierFacts, SupplierLocation, SupplierPlatform, SupplierSpecialty } from "../../../shared/domain/suppliers";

export const CATALOGUE_REVIEWED_AT = "2026-11-20";

export type CatalogueEntry = SupplierFacts & {
  name: string;
  website: string;
  platform: SupplierPlatform;
  location: SupplierLocation;
  specialties: SupplierSpecialty[];
  description: string;
};

const ALL: SupplierSpecialty[] = ["electronics", "fashion", "home", "beauty", "fitness", "automotive"];

export const SUPPLIER_CATALOGUE: CatalogueEntry[] = [
  // Marketplaces (platform aliexpress)
  { name: "AliExpress", website: "https://www.aliexpress.com", platform: "aliexpress", location: "china", specialties: ALL, model: "open_marketplace", localWarehouses: false, description: "Alibaba Group's retail marketplace; the classic starting point for dropshipping from China." },
  { name: "Alibaba.com", website: "https://www.alibaba.com", platform: "aliexpress", location: "china", specialties: ALL, model: "b2b_marketplace", localWarehouses: false, description: "B2B marketplace for bulk orders and private label straight from manufacturers." },
  { name: "1688.com", website: "https://www.1688.com", platform: "aliexpress", location: "china", specialties: ALL, model: "b2b_marketplace", localWarehouses: false, description: "Alibaba's domestic Chinese wholesale site; usually bought through a sourcing agent." },
  { name: "DHgate", website: "https://www.dhgate.com", platform: "aliexpress", location: "china", specialties: ["electronics", "fashion", "home", "fitness"], model: "open_marketplace", localWarehouses: false, description: "Cross-border marketplace of Chinese sellers with small wholesale lots." },
  { name: "Made-in-China.com", website: "https://www.made-in-china.com", platform: "aliexpress", location: "china", specialties: ["electronics", "home", "automotive", "fitness"], model: "b2b_marketplace", localWarehouses: false, description: "B2B directory of Chinese manufacturers and trading companies." },
  { name: "Yiwugo", website: "https://www.yiwugo.com", platform: "aliexpress", location: "china", specialties: ["home", "fashion", "beauty"], model: "b2b_marketplace", localWarehouses: false, description: "Online catalogue of the Yiwu small-commodities market." },
  { name: "Banggood", website: "https://www.banggood.com", platform: "aliexpress", location: "china", specialties: ["electronics", "home", "automotive", "fitness"], model: "open_marketplace", localWarehouses: false, description: "Online retailer of gadgets, tools and hobby electronics with a dropship programme." },
  { name: "LightInTheBox", website: "https://www.lightinthebox.com", platform: "aliexpress", location: "china", specialties: ["fashion", "home"], model: "open_marketplace", localWarehouses: false, description: "Online retailer of clothing and home goods shipped from China." },
  { name: "Tomtop", website: "https://www.tomtop.com", platform: "aliexpress", location: "china", specialties: ["electronics", "home", "automotive"], model: "open_marketplace", localWarehouses: false, description: "Electronics and hobby retailer with a dropshipping programme." },
  { name: "Geekbuying", website: "https://www.geekbuying.com", platform: "aliexpress", location: "china", specialties: ["electronics", "home"], model: "open_marketplace", localWarehouses: false, description: "Consumer electronics retailer shipping from China." },
  { name: "Global Sources", website: "https://www.globalsources.com", platform: "aliexpress", location: "asia", specialties: ["electronics", "fashion", "home"], model: "b2b_marketplace", localWarehouses: false, description: "Hong Kong based B2B marketplace and trade shows for Asian manufacturers." },
  { name: "IndiaMART", website: "https://www.indiamart.com", platform: "aliexpress", location: "asia", specialties: ["fashion", "home", "beauty", "automotive"], model: "b2b_marketplace", localWarehouses: false, description: "India's largest B2B marketplace of manufacturers and wholesalers." },
  { name: "NETSEA", website: "https://www.netsea.jp", platform: "aliexpress", location: "asia", specialties: ["fashion", "home", "beauty"], model: "b2b_marketplace", localWarehouses: false, description: "Japanese wholesale marketplace for retailers." },
  { name: "Taiwantrade", website: "https://www.taiwantrade.com", platform: "aliexpress", location: "asia", specialties: ["electronics", "automotive", "fitness"], model: "b2b_marketplace", localWarehouses: false, description: "Taiwan's official B2B portal of exporters." },
  { name: "EC21", website: "https://www.ec21.com", platform: "aliexpress", location: "asia", specialties: ["electronics", "beauty", "automotive"], model: "b2b_marketplace", localWarehouses: false, description: "Korean B2B marketplace of exporters." },
  // Dropshipping agents and networks (platform cj)
  { name: "CJdropshipping", website: "https://cjdropshipping.com", platform: "cj", location: "china", specialties: ALL, model: "sourcing_agent", localWarehouses: true, description: "Sourcing, dropshipping and fulfilment with warehouses in China, the US and Europe." },
  { name: "Zendrop", website: "https://www.zendrop.com", platform: "cj", location: "usa", specialties: ["electronics", "fashion", "home", "beauty", "fitness"], model: "sourcing_agent", localWarehouses: true, description: "US dropshipping platform with US fulfilment and custom branding." },
  { name: "HyperSKU", website: "https://www.hypersku.com", platform: "cj", location: "china", specialties: ["electronics", "home", "beauty", "fashion"], model: "sourcing_agent", localWarehouses: false, description: "Sourcing and fulfilment agent for Shopify stores." },
  { name: "NicheDropshipping", website: "https://nichedropshipping.com", platform: "cj", location: "china", specialties: ["home", "beauty", "fashion"], model: "sourcing_agent", localWarehouses: false, description: "Chinese sourcing agent with private label and branded packaging." },
  { name: "BuckyDrop", website: "https://www.buckydrop.com", platform: "cj", location: "china", specialties: ALL, model: "sourcing_agent", localWarehouses: false, description: "Buys from 1688 and Taobao for you and ships worldwide." },
  { name: "Dropshipman", website: "https://www.dropshipman.com", platform: "cj", location: "china", specialties: ["home", "fashion", "beauty", "electronics"], model: "sourcing_agent", localWarehouses: false, description: "Dropshipping app and sourcing agent for Shopify and WooCommerce." },
  { name: "EPROLO", website: "https://www.eprolo.com", platform: "cj", location: "china", specialties: ["home", "fashion", "beauty", "fitness"], model: "sourcing_agent", localWarehouses: false, description: "Dropshipping and branding service with custom packaging." },
  { name: "Spocket", website: "https://www.spocket.co", platform: "cj", location: "usa", specialties: ["fashion", "home", "beauty", "fitness"], model: "curated_network", localWarehouses: true, description: "Curated network of US and European dropshipping suppliers." },
  { name: "Syncee", website: "https://syncee.com", platform: "cj", location: "europe", specialties: ["fashion", "home", "beauty", "fitness"], model: "curated_network", localWarehouses: true, description: "Global marketplace of vetted dropshipping and wholesale suppliers." },
  { name: "Modalyst", website: "https://www.modalyst.co", platform: "cj", location: "usa", specialties: ["fashion", "beauty", "home"], model: "curated_network", localWarehouses: true, description: "Dropshipping network of independent and name brands." },
  { name: "Wholesale2B", website: "https://www.wholesale2b.com", platform: "cj", location: "usa", specialties: ALL, model: "curated_network", localWarehouses: true, description: "Catalogue of US dropship suppliers with store integrations." },
  { name: "Doba", website: "https://www.doba.com", platform: "cj", location: "usa", specialties: ["electronics", "home", "fitness", "beauty"], model: "curated_network", localWarehouses: true, description: "Dropshipping marketplace of US suppliers." },
  { name: "SaleHoo", website: "https://www.salehoo.com", platform: "cj", location: "usa", specialties: ALL, model: "curated_network", localWarehouses: true, description: "Directory of vetted wholesalers and a dropshipping app." },
  { name: "Worldwide Brands", website: "https://www.worldwidebrands.com", platform: "cj", location: "usa", specialties: ALL, model: "curated_network", localWarehouses: true, description: "Long-running directory of certified US wholesalers and dropshippers." },
  { name: "Inventory Source", website: "https://www.inventorysource.com", platform: "cj", location: "usa", specialties: ["electronics", "home", "automotive", "fitness"], model: "curated_network", localWarehouses: true, description: "Integrates US dropship suppliers' inventory feeds with your store." },
  { name: "Avasam", website: "https://avasam.com", platform: "cj", location: "europe", specialties: ["home", "fashion", "beauty", "electronics"], model: "curated_network", localWarehouses: true, description: "UK dropshipping marketplace of vetted suppliers." },
  { name: "BrandsGateway", website: "https://brandsgateway.com", platform: "cj", location: "europe", specialties: ["fashion", "beauty"], model: "curated_network", localWarehouses: true, description: "Dropshipping of branded fashion from European warehouses." },
  // Wholesalers and print-on-demand makers (platform local)
  { name: "Printful", website: "https://www.printful.com", platform: "local", location: "usa", specialties: ["fashion", "home"], model: "print_on_demand", localWarehouses: true, description: "Print-on-demand apparel and homeware made in its own US and European facilities." },
  { name: "Printify", website: "https://printify.com", platform: "local", location: "usa", specialties: ["fashion", "home"], model: "print_on_demand", localWarehouses: true, description: "Print-on-demand network of print providers in the US, Europe and elsewhere." },
  { name: "Gelato", website: "https://www.gelato.com", platform: "local", location: "europe", specialties: ["fashion", "home"], model: "print_on_demand", localWarehouses: true, description: "Print on demand produced locally in over 30 countries." },
  { name: "Gooten", website: "https://www.gooten.com", platform: "local", location: "usa", specialties: ["fashion", "home"], model: "print_on_demand", localWarehouses: true, description: "Print-on-demand platform with a US and international production network." },
  { name: "SPOD", website: "https://www.spod.com", platform: "local", location: "europe", specialties: ["fashion"], model: "print_on_demand", localWarehouses: true, description: "Spreadshirt's print-on-demand service, printing in Europe and the US." },
  { name: "Apliiq", website: "https://www.apliiq.com", platform: "local", location: "usa", specialties: ["fashion"], model: "print_on_demand", localWarehouses: true, description: "Los Angeles apparel print on demand and private label." },
  { name: "Faire", website: "https://www.faire.com", platform: "local", location: "usa", specialties: ["home", "beauty", "fashion"], model: "wholesaler", localWarehouses: true, description: "Wholesale marketplace of independent brands for retailers." },
  { name: "Ankorstore", website: "https://www.ankorstore.com", platform: "local", location: "europe", specialties: ["home", "beauty", "fashion"], model: "wholesaler", localWarehouses: true, description: "European wholesale marketplace of independent brands." },
  { name: "Creoate", website: "https://www.creoate.com", platform: "local", location: "europe", specialties: ["home", "beauty", "fashion"], model: "wholesaler", localWarehouses: true, description: "UK wholesale marketplace for independent retailers." },
  { name: "BigBuy", website: "https://www.bigbuy.eu", platform: "local", location: "europe", specialties: ALL, model: "wholesaler", localWarehouses: true, description: "Spanish wholesaler and dropshipper shipping from its own European warehouse." },
  { name: "vidaXL", website: "https://www.vidaxl.com", platform: "local", location: "europe", specialties: ["home", "fitness"], model: "wholesaler", localWarehouses: true, description: "Dutch online retailer of furniture and home goods with a dropshipping programme." },
  { name: "Griffati", website: "https://www.griffati.com", platform: "local", location: "europe", specialties: ["fashion"], model: "wholesaler", localWarehouses: true, description: "Italian wholesaler and dropshipper of branded fashion." },
  { name: "Kole Imports", website: "https://www.koleimports.com", platform: "local", location: "usa", specialties: ["home", "beauty", "automotive"], model: "wholesaler", localWarehouses: true, description: "US general-merchandise wholesaler with dropshipping." },
  { name: "DollarDays", website: "https://www.dollardays.com", platform: "local", location: "usa", specialties: ["home", "fashion", "beauty"], model: "wholesaler", localWarehouses: true, description: "US bulk wholesaler of everyday goods." },
  { name: "Tasha Apparel", website: "https://www.tashaapparel.com", platform: "local", location: "usa", specialties: ["fashion"], model: "wholesaler", localWarehouses: true, description: "Los Angeles wholesale women's fashion." },
  { name: "Wholesale Central", website: "https://www.wholesalecentral.com", platform: "local", location: "usa", specialties: ALL, model: "curated_network", localWarehouses: true, description: "Free directory of US wholesale suppliers." },
  { name: "Megagoods", website: "https://www.megagoods.com", platform: "local", location: "usa", specialties: ["electronics"], model: "wholesaler", localWarehouses: true, description: "US consumer electronics wholesaler and dropshipper." },
  { name: "Turn 14 Distribution", website: "https://www.turn14.com", platform: "local", location: "usa", specialties: ["automotive"], model: "wholesaler", localWarehouses: true, description: "US wholesale distributor of automotive performance parts." },
  { name: "Keystone Automotive", website: "https://www.keystoneautomotive.com", platform: "local", location: "usa", specialties: ["automotive"], model: "wholesaler", localWarehouses: true, description: "North American distributor of automotive aftermarket parts." },
  { name: "Blanka", website: "https://blankabrand.com", platform: "local", location: "usa", specialties: ["beauty"], model: "print_on_demand", localWarehouses: true, description: "Private-label cosmetics made to order with your brand." },
  { name: "Supliful", website: "https://supliful.com", platform: "local", location: "usa", specialties: ["fitness", "beauty"], model: "print_on_demand", localWarehouses: true, description: "Private-label supplements and wellness products, fulfilled in the US." },
];
