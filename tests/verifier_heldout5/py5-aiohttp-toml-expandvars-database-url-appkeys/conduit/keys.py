from aiohttp import web

from conduit.services.comments import CommentService

COMMENTS = web.AppKey("comments", CommentService)
