from aiohttp import web


class ApiError(Exception):
    def __init__(self, status, errors):
        super().__init__(errors)
        self.status = status
        self.errors = errors


def unprocessable(field, message):
    return ApiError(422, {field: [message]})


@web.middleware
async def error_middleware(request, handler):
    try:
        return await handler(request)
    except ApiError as err:
        return web.json_response({"errors": err.errors}, status=err.status)
