from .entities import Article, Member, Tag
