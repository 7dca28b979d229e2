import dotEnvExtended from "dotenv-extended";
dotEnvExtended.load({ errorOnMissing: true });
