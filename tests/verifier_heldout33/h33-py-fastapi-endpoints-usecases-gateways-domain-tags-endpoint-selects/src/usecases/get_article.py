from src.domain.article import Article
from src.gateways.article_gateway import ArticleGateway


class GetArticle:
    def __init__(self, gateway: ArticleGateway):
        self.gateway = gateway

    def execute(self, slug: str) -> Article | None:
        return self.gateway.find(slug)
