from aiohttp import web

from blog.use_cases import Accounts, Publishing

ACCOUNTS = web.AppKey("accounts", Accounts)
PUBLISHING = web.AppKey("publishing", Publishing)
