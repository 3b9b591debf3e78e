import { engineSuite } from "./suite";
import { openWebKit } from "./webkit";

engineSuite("webkit", openWebKit);
