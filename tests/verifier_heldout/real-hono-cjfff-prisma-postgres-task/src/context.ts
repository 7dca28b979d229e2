import { JWTPayload } from "./utils/auth"

export type Variables = {
    user: JWTPayload
}