from aiohttp import web

from ..services.accounts import AccountService
from ..services.comments import CommentService

accounts_key = web.AppKey("accounts", AccountService)
comments_key = web.AppKey("comments", CommentService)
