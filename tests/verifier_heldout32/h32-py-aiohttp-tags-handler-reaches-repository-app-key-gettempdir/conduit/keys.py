from aiohttp import web

from conduit.repositories.sqlite import TagRepository
from conduit.services.articles import ArticleService

ARTICLES = web.AppKey("articles", ArticleService)
TAGS = web.AppKey("tags", TagRepository)
