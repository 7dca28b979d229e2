"""What the article use cases need from storage (dependency inversion)."""
from abc import ABC, abstractmethod

from conduit.models import Article


class ArticleStore(ABC):
    @abstractmethod
    async def get(self, slug: str) -> Article | None: ...

    @abstractmethod
    async def add(self, article: Article) -> None: ...

    @abstractmethod
    async def latest(self, limit: int, offset: int) -> list[Article]: ...
