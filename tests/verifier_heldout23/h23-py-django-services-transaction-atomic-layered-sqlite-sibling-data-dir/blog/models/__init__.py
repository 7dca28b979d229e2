from .account import Account
from .post import Post, Tag
