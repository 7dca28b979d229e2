from aiohttp import web

from app.services.comments import CommentService

comment_service_key = web.AppKey("comment_service", CommentService)
