from django.db.models.signals import post_save
from django.dispatch import receiver

from conduit.models.article import Article
from conduit.services.tag_service import sync_tags


@receiver(post_save, sender=Article)
def article_saved(sender, instance, **kwargs):
    # keep the normalised tag table in step with the article's tag list
    sync_tags(instance)
