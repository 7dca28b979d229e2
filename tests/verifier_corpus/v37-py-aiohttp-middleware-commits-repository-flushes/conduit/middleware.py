from aiohttp import web

from conduit.db import SessionFactory


@web.middleware
async def session_per_request(request: web.Request, handler):
    """Opens the request's session and ends its transaction: commit on success, rollback on error."""
    async with SessionFactory() as session:
        request["db"] = session
        try:
            response = await handler(request)
        except Exception:
            await session.rollback()
            raise
        await session.commit()
        return response
