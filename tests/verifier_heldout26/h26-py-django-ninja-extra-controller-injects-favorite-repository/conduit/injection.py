"""Injector bindings for django-ninja-extra: wiring only."""
from injector import Binder, Module, singleton

from conduit.repositories.articles import ArticleRepository
from conduit.repositories.favorites import FavoriteRepository
from conduit.services.articles import ArticleService


class ConduitModule(Module):
    def configure(self, binder: Binder) -> None:
        binder.bind(ArticleRepository, to=ArticleRepository, scope=singleton)
        binder.bind(FavoriteRepository, to=FavoriteRepository, scope=singleton)
        binder.bind(ArticleService, to=ArticleService, scope=singleton)
