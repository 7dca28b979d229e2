from ..keys import USER_SERVICE
from ..services.errors import Unauthorized


async def viewer(request, required: bool = True):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        if required:
            raise Unauthorized("missing token")
        return None
    return await request.app[USER_SERVICE].from_token(header[6:])
