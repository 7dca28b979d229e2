"""Data access: the only code that talks to the database."""
from blog.gateways.articles import ArticleGateway
from blog.gateways.users import UserGateway

__all__ = ["ArticleGateway", "UserGateway"]
