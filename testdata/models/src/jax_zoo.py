"""The StableHLO model zoo (testdata/models/stablehlo/): small JAX models of
the architectures XLA compiles every day, each a factory for `defuse import`
(jax front end): `defuse import testdata/models/src/jax_zoo.py:NAME -o
testdata/models/stablehlo/NAME.mlir`. Weights are arguments, named; their
domains come from the names (frontends/jax_frontend.py) unless given here.
"""

import jax
import jax.numpy as jnp
import numpy as np

F32 = np.float32


def _zeros(*shape, dtype=F32):
    return np.zeros(shape, dtype)


def _dense(x, w, b):
    return x @ w + b


def _layernorm(x, scale, bias, eps=1e-5):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + eps) * scale + bias


def mlp():
    def fn(x, fc1_weight, fc1_bias, fc2_weight, fc2_bias, norm_scale, norm_bias):
        h = jax.nn.gelu(_dense(x, fc1_weight, fc1_bias), approximate=True)
        return _layernorm(_dense(h, fc2_weight, fc2_bias) + x, norm_scale, norm_bias)

    inputs = dict(x=_zeros(8, 64), fc1_weight=_zeros(64, 128), fc1_bias=_zeros(128),
                  fc2_weight=_zeros(128, 64), fc2_bias=_zeros(64),
                  norm_scale=_zeros(64), norm_bias=_zeros(64))
    return fn, inputs


def transformer_block():
    heads, d = 4, 64

    def attention(x, wq, wk, wv, wo):
        t = x.shape[0]
        q = (x @ wq).reshape(t, heads, d // heads).transpose(1, 0, 2)
        k = (x @ wk).reshape(t, heads, d // heads).transpose(1, 0, 2)
        v = (x @ wv).reshape(t, heads, d // heads).transpose(1, 0, 2)
        scores = q @ k.transpose(0, 2, 1) / jnp.sqrt(F32(d // heads))
        causal = jnp.tril(jnp.ones((t, t), bool))
        scores = jnp.where(causal, scores, -jnp.inf)
        out = jax.nn.softmax(scores, axis=-1) @ v
        return out.transpose(1, 0, 2).reshape(t, d) @ wo

    def fn(x, ln1_scale, ln1_bias, attn_q_weight, attn_k_weight, attn_v_weight,
           attn_o_weight, ln2_scale, ln2_bias, ffn_up_weight, ffn_up_bias,
           ffn_down_weight, ffn_down_bias):
        h = x + attention(_layernorm(x, ln1_scale, ln1_bias), attn_q_weight,
                          attn_k_weight, attn_v_weight, attn_o_weight)
        f = jax.nn.gelu(_dense(_layernorm(h, ln2_scale, ln2_bias), ffn_up_weight,
                               ffn_up_bias), approximate=False)
        return h + _dense(f, ffn_down_weight, ffn_down_bias)

    inputs = dict(x=_zeros(16, d), ln1_scale=_zeros(d), ln1_bias=_zeros(d),
                  attn_q_weight=_zeros(d, d), attn_k_weight=_zeros(d, d),
                  attn_v_weight=_zeros(d, d), attn_o_weight=_zeros(d, d),
                  ln2_scale=_zeros(d), ln2_bias=_zeros(d),
                  ffn_up_weight=_zeros(d, 4 * d), ffn_up_bias=_zeros(4 * d),
                  ffn_down_weight=_zeros(4 * d, d), ffn_down_bias=_zeros(d))
    return fn, inputs


def conv_block():
    def conv(x, w, groups=1):
        return jax.lax.conv_general_dilated(
            x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
            feature_group_count=groups)

    def fn(image, conv1_weight, bn_scale, bn_bias, bn_mean, bn_var, dw_weight,
           head_weight, head_bias):
        h = conv(image, conv1_weight)
        h = (h - bn_mean) * jax.lax.rsqrt(bn_var + 1e-5) * bn_scale + bn_bias
        h = jax.nn.relu(h)
        h = jax.lax.reduce_window(h, -jnp.inf, jax.lax.max, (1, 2, 2, 1),
                                  (1, 2, 2, 1), "VALID")
        h = jax.nn.relu6(conv(h, dw_weight, groups=16))
        pooled = jnp.mean(h, axis=(1, 2))
        return jax.nn.log_softmax(_dense(pooled, head_weight, head_bias))

    inputs = dict(image=_zeros(2, 16, 16, 8), conv1_weight=_zeros(3, 3, 8, 16),
                  bn_scale=_zeros(16), bn_bias=_zeros(16), bn_mean=_zeros(16),
                  bn_var=_zeros(16), dw_weight=_zeros(3, 3, 1, 16),
                  head_weight=_zeros(16, 10), head_bias=_zeros(10))
    return fn, inputs, {"bn_mean": "normal(0,0.1)", "bn_var": "uniform(0.5,2)"}


def embedding_classifier():
    def fn(tokens, embedding_table, head_weight, head_bias):
        vectors = embedding_table[tokens]  # gather
        pooled = jnp.mean(vectors, axis=1)
        return jax.nn.log_softmax(_dense(pooled, head_weight, head_bias))

    inputs = dict(tokens=np.zeros((2, 8), np.int32),
                  embedding_table=_zeros(100, 32), head_weight=_zeros(32, 5),
                  head_bias=_zeros(5))
    return fn, inputs, {"tokens": "int(0,99)", "embedding_table": "normal(0,1)"}


def lstm_scan():
    hidden = 16

    def fn(sequence, input_weight, hidden_weight, gate_bias):
        def step(carry, x):
            h, c = carry
            z = x @ input_weight + h @ hidden_weight + gate_bias
            i, f, g, o = jnp.split(z, 4, axis=-1)
            c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
            h = jax.nn.sigmoid(o) * jnp.tanh(c)
            return (h, c), h

        init = (jnp.zeros((2, hidden), sequence.dtype),
                jnp.zeros((2, hidden), sequence.dtype))
        (h, c), hs = jax.lax.scan(step, init, sequence)
        return hs, c

    inputs = dict(sequence=_zeros(6, 2, 8), input_weight=_zeros(8, 4 * hidden),
                  hidden_weight=_zeros(hidden, 4 * hidden),
                  gate_bias=_zeros(4 * hidden))
    return fn, inputs


def segment_sum():
    def fn(node_features, edge_source, edge_target, message_weight):
        messages = node_features[edge_source] @ message_weight  # gather
        summed = jax.ops.segment_sum(messages, edge_target, num_segments=10)
        return jnp.tanh(summed + node_features @ message_weight)

    inputs = dict(node_features=_zeros(10, 12),
                  edge_source=np.zeros(24, np.int32),
                  edge_target=np.zeros(24, np.int32),
                  message_weight=_zeros(12, 12))
    return fn, inputs, {"edge_source": "int(0,9)", "edge_target": "int(0,9)",
                        "node_features": "normal(0,1)"}


def rmsnorm_swiglu():
    def fn(x, norm_scale, gate_weight, up_weight, down_weight):
        rms = jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + 1e-6)
        h = x * rms * norm_scale
        return x + (jax.nn.silu(h @ gate_weight) * (h @ up_weight)) @ down_weight

    inputs = dict(x=_zeros(8, 64), norm_scale=_zeros(64),
                  gate_weight=_zeros(64, 96), up_weight=_zeros(64, 96),
                  down_weight=_zeros(96, 64))
    return fn, inputs


def moe_gate():
    experts = 4

    def fn(x, router_weight, expert_weight):
        logits = x @ router_weight
        choice = jnp.argmax(logits, axis=-1)
        weight = jnp.max(jax.nn.softmax(logits, axis=-1), axis=-1)
        outputs = jnp.einsum("td,edf->tef", x, expert_weight)
        chosen = jnp.take_along_axis(outputs, choice[:, None, None], axis=1)[:, 0]
        return chosen * weight[:, None], choice

    inputs = dict(x=_zeros(8, 32), router_weight=_zeros(32, experts),
                  expert_weight=_zeros(experts, 32, 32))
    return fn, inputs


def energy_head():
    """An energy model's log-partition over a single class, written the
    naive way: log(sum(exp(e))) over an axis of length 1. Energies reach
    past 88.7, where exp overflows float32: the right answer is inf, and
    XLA's algsimp in jaxlib 0.10.2 (openxla/xla #42732) folds the sum over
    one element and then log(exp(e)) into e."""

    def fn(x, fc_weight, fc_bias, norm_scale, norm_bias, energy_weight,
           temperature):
        h = jax.nn.sigmoid(_layernorm(_dense(x, fc_weight, fc_bias), norm_scale,
                                      norm_bias))
        energies = (h @ energy_weight) * temperature  # [batch, 1]
        log_partition = jnp.log(jnp.sum(jnp.exp(energies), axis=-1, keepdims=True))
        return log_partition - energies, h

    inputs = dict(x=_zeros(8, 32), fc_weight=_zeros(32, 32), fc_bias=_zeros(32),
                  norm_scale=_zeros(32), norm_bias=_zeros(32),
                  energy_weight=_zeros(32, 1), temperature=_zeros(8, 1))
    return fn, inputs, {"temperature": "uniform(20,60)",
                        "energy_weight": "uniform(0,0.3)"}


def energy_transformer(layers=3):
    """`layers` transformer blocks beside energy_head's log-partition on
    the same tokens' first features: the large program of
    scripts/bench_xla_triage.sh (300+ ops). The head reads the input, not
    the blocks' output: behind three blocks the reference's bounds and
    lanes no longer decide whether exp overflows (the elements are
    unjudged), and the benchmark measures triage, not the oracle's reach."""
    block, block_inputs = transformer_block()[:2]
    head, head_inputs, head_domains = energy_head()
    d = block_inputs["x"].shape[1]

    def fn(x, **weights):
        h = x
        for i in range(layers):
            h = block(h, **{k: weights[f"layer{i}.{k}"] for k in block_inputs if k != "x"})
        log_partition, features = head(
            x[:8, :32], **{k: weights[f"head.{k}"] for k in head_inputs if k != "x"})
        return h, log_partition, features

    inputs = {"x": block_inputs["x"]}
    for i in range(layers):
        inputs.update({f"layer{i}.{k}": v for k, v in block_inputs.items() if k != "x"})
    inputs.update({f"head.{k}": v for k, v in head_inputs.items() if k != "x"})
    domains = {f"head.{k}": v for k, v in head_domains.items()}
    assert d >= 32
    return fn, inputs, domains
