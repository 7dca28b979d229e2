from django.urls import path

from apps.articles import views

urlpatterns = [
    path("articles", views.ArticleListCreate.as_view()),
    path("articles/<slug:slug>", views.ArticleDetail.as_view()),
    path("tags", views.TagList.as_view()),
]
