from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True
    dependencies: list = []

    operations = [
        migrations.CreateModel(
            name="Follow",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("follower_id", models.IntegerField(db_index=True)),
                ("followed_id", models.IntegerField(db_index=True)),
                ("created", models.DateTimeField(auto_now_add=True)),
            ],
            options={"unique_together": {("follower_id", "followed_id")}},
        ),
    ]
