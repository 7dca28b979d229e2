from conduit.models import Article


def create(**fields):
    return Article.objects.create(**fields)
