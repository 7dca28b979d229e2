from injector import Binder, Module, singleton

from blog.repositories.authors import AuthorRepository
from blog.services.profiles import ProfileService


class BlogModule(Module):
    def configure(self, binder: Binder) -> None:
        binder.bind(AuthorRepository, to=AuthorRepository, scope=singleton)
        binder.bind(ProfileService, to=ProfileService, scope=singleton)
