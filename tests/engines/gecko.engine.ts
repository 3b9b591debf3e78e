import { openGecko } from "./gecko";
import { engineSuite } from "./suite";

engineSuite("gecko", openGecko);
