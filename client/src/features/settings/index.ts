/** The settings feature's public pieces (the settings page composes them). */
export { SettingsScreen } from "./components/settings-screen";
