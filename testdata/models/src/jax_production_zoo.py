"""The JAX production zoo (testdata/models/stablehlo/, beside jax_zoo.py's
models): small programs written the way JAX, Flax and Optax code writes
them in training and serving, chosen for what they put in the StableHLO
that XLA compiles and defuse's reference must run (issue 34): threefry
random bits on ui32 keys (dropout, sampling), chlo.top_k, argmax routing,
complex FFTs, sorts, int8/int4 weights, f8 (e4m3fn/e5m2) dots, lax.scan,
and the finfo.min attention mask.

Each factory returns (fn, inputs[, domains]) for `defuse import` (jax front
end, frontends/jax_frontend.py), as in jax_zoo.py: `defuse import
testdata/models/src/jax_production_zoo.py:NAME -o
testdata/models/stablehlo/NAME.mlir`. scripts/gen_jax_production_zoo.sh
regenerates every one (the workload's header names the jax that lowered
it). Weights are arguments, named; their domains come from the names
unless given here. A PRNG key is an argument too: the uint32[2] of
jax.random.key_data(jax.random.PRNGKey(seed)), any 64 bits being a key.

Run as a script with a jax environment's Python, this file checks each
program under jax.jit (two runs give the same outputs) and prints the
StableHLO/CHLO ops and element types each one lowers to:
    build/venv-jax-0.12.0.1/bin/python testdata/models/src/jax_production_zoo.py
"""

import functools

import jax
import jax.numpy as jnp
import numpy as np

F32 = np.float32

# Any uint32 pair is a threefry key; PRNGKey(0)'s is the example.
KEY_DOMAIN = "int(0,4294967295)"


def _zeros(*shape, dtype=F32):
    return np.zeros(shape, dtype)


def _fan_in_uniform(fan_in):
    bound = 1.0 / np.sqrt(fan_in)
    return f"uniform({-bound:.6g},{bound:.6g})"


def _key():
    return np.asarray(jax.random.key_data(jax.random.PRNGKey(0)))


def _layernorm(x, scale, bias, eps=1e-6):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.var(x, axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + eps) * scale + bias


def _dropout(rng, x, rate, deterministic=False):
    """flax.linen.Dropout: a Bernoulli keep-mask, survivors scaled by
    1/keep_prob."""
    if deterministic or rate == 0.0:
        return x
    keep_prob = 1.0 - rate
    keep = jax.random.bernoulli(rng, keep_prob, shape=x.shape)
    return jax.lax.select(keep, x / keep_prob, jnp.zeros_like(x))


def train_step_dropout():
    """One training step of an MLP classifier: dropout drawn from the step's
    key (jax.random.split, then bernoulli: threefry2x32 on ui32),
    jax.value_and_grad of optax.softmax_cross_entropy_with_integer_labels,
    and optax.sgd(learning_rate, momentum) written out (optax.trace then
    scale): trace = g + momentum * trace; params -= lr * trace. Returns the
    loss, the new params, the new momentum and the next key."""
    features, hidden, classes, batch = 16, 32, 10, 8
    learning_rate, momentum, dropout_rate = 0.05, 0.9, 0.1

    def apply(params, x, dropout_key):
        h = jax.nn.relu(x @ params["dense1"]["kernel"] + params["dense1"]["bias"])
        h = _dropout(dropout_key, h, dropout_rate)
        return h @ params["dense2"]["kernel"] + params["dense2"]["bias"]

    def loss_fn(params, x, labels, dropout_key):
        logits = apply(params, x, dropout_key)
        # optax.softmax_cross_entropy_with_integer_labels
        log_probs = jax.nn.log_softmax(logits, axis=-1)
        nll = -jnp.take_along_axis(log_probs, labels[:, None], axis=-1)[:, 0]
        return jnp.mean(nll)

    def train_step(params, trace, x, labels, rng):
        rng, dropout_key = jax.random.split(rng)
        loss, grads = jax.value_and_grad(loss_fn)(params, x, labels, dropout_key)
        trace = jax.tree_util.tree_map(lambda g, t: g + momentum * t, grads, trace)
        updates = jax.tree_util.tree_map(lambda t: -learning_rate * t, trace)
        params = jax.tree_util.tree_map(lambda p, u: p + u, params, updates)
        return loss, params, trace, rng

    layers = {"dense1": (features, hidden), "dense2": (hidden, classes)}
    names = [(layer, leaf) for layer in layers for leaf in ("bias", "kernel")]

    def tree(flat, prefix):
        return {layer: {leaf: flat[f"{prefix}.{layer}.{leaf}"] for leaf in ("bias", "kernel")}
                for layer in layers}

    def fn(x, labels, rng, **state):
        loss, params, trace, rng = train_step(tree(state, "params"), tree(state, "momentum"),
                                              x, labels, rng)
        return (loss, *[params[l][n] for l, n in names], *[trace[l][n] for l, n in names], rng)

    inputs = dict(x=_zeros(batch, features), labels=np.zeros(batch, np.int32), rng=_key())
    domains = {"labels": f"int(0,{classes - 1})", "rng": KEY_DOMAIN}
    for prefix in ("params", "momentum"):
        for layer, (fan_in, fan_out) in layers.items():
            inputs[f"{prefix}.{layer}.bias"] = _zeros(fan_out)
            inputs[f"{prefix}.{layer}.kernel"] = _zeros(fan_in, fan_out)
            if prefix == "momentum":  # a running sum of past gradients: small
                domains[f"{prefix}.{layer}.bias"] = "normal(0,0.01)"
                domains[f"{prefix}.{layer}.kernel"] = "normal(0,0.01)"
    return fn, inputs, domains


def sampling_step():
    """A decoder's sampling step: the final hidden state through the tied
    embedding to logits, temperature, top-k filtering as T5X/praxis write it
    (lax.top_k, everything below the k-th logit to -inf), then
    jax.random.categorical on a split of the step's key. Returns the
    sampled tokens, their log-probabilities under the filtered
    distribution, and the next key."""
    batch, d_model, vocab, top_k, temperature = 4, 32, 128, 8, 0.7

    def fn(hidden, embedding, rng):
        logits = jnp.einsum("bd,vd->bv", hidden, embedding)
        logits = logits / temperature
        top_logits, _ = jax.lax.top_k(logits, top_k)
        kth = top_logits[:, -1:]
        logits = jnp.where(logits < kth, jnp.full_like(logits, -jnp.inf), logits)
        rng, sample_key = jax.random.split(rng)
        tokens = jax.random.categorical(sample_key, logits, axis=-1)
        log_probs = jax.nn.log_softmax(logits, axis=-1)
        token_log_prob = jnp.take_along_axis(log_probs, tokens[:, None], axis=-1)[:, 0]
        return tokens, token_log_prob, rng

    inputs = dict(hidden=_zeros(batch, d_model), embedding=_zeros(vocab, d_model),
                  rng=_key())
    return fn, inputs, {"embedding": "normal(0,0.5)", "rng": KEY_DOMAIN}


def moe_top2():
    """A Mixtral-style top-2 mixture of experts: router softmax, lax.top_k
    picks two experts per token, their weights renormalised to sum to one;
    the experts (SwiGLU) run densely as einsums over every expert and the
    combine weights (one_hot of the choices) zero the others. Returns the
    layer's output and the chosen experts."""
    tokens, d_model, d_ff, experts = 16, 32, 64, 4

    def fn(x, router_weight, expert_gate_weight, expert_up_weight, expert_down_weight):
        router_probs = jax.nn.softmax(x @ router_weight, axis=-1)
        top_probs, top_experts = jax.lax.top_k(router_probs, 2)
        top_probs = top_probs / jnp.sum(top_probs, axis=-1, keepdims=True)
        combine = jnp.einsum("tk,tke->te", top_probs,
                             jax.nn.one_hot(top_experts, experts, dtype=x.dtype))
        gate = jnp.einsum("td,edf->tef", x, expert_gate_weight)
        up = jnp.einsum("td,edf->tef", x, expert_up_weight)
        expert_out = jnp.einsum("tef,efd->ted", jax.nn.silu(gate) * up, expert_down_weight)
        return jnp.einsum("ted,te->td", expert_out, combine), top_experts

    inputs = dict(x=_zeros(tokens, d_model), router_weight=_zeros(d_model, experts),
                  expert_gate_weight=_zeros(experts, d_model, d_ff),
                  expert_up_weight=_zeros(experts, d_model, d_ff),
                  expert_down_weight=_zeros(experts, d_ff, d_model))
    # Each expert's kernels: +-1/sqrt(its own fan-in), not the stack's.
    return fn, inputs, {"expert_gate_weight": _fan_in_uniform(d_model),
                        "expert_up_weight": _fan_in_uniform(d_model),
                        "expert_down_weight": _fan_in_uniform(d_ff)}


def moe_argmax_router():
    """A GShard/Switch-style top-1 layer: argmax of the router's softmax,
    one_hot dispatch with an expert capacity (a token's place in its
    expert's queue by cumsum; tokens past capacity are dropped), combine
    weights = the router probability of the chosen expert, experts as
    einsums over [expert, capacity, d]. The router weights are large
    (normal(0,1) on 16 features: logits with standard deviation 4), so a
    token's top two scores are normally far apart, as a trained router's
    are. Returns the output, the chosen experts and the auxiliary
    load-balancing loss."""
    tokens, d_model, d_ff, experts = 16, 16, 32, 4
    capacity = 2 * tokens // experts

    def fn(x, router_weight, expert_in_weight, expert_out_weight):
        router_probs = jax.nn.softmax(x @ router_weight, axis=-1)  # [t, e]
        expert_index = jnp.argmax(router_probs, axis=-1)
        expert_mask = jax.nn.one_hot(expert_index, experts, dtype=jnp.int32)
        position = jnp.cumsum(expert_mask, axis=0) * expert_mask - 1  # [t, e]
        expert_mask = expert_mask * (position < capacity)
        gate = jnp.sum(router_probs * expert_mask, axis=-1)  # [t]
        dispatch = jax.nn.one_hot(jnp.max(position * expert_mask, axis=-1), capacity,
                                  dtype=x.dtype)  # [t, c]
        dispatch = expert_mask.astype(x.dtype)[:, :, None] * dispatch[:, None, :]
        combine = gate[:, None, None] * dispatch  # [t, e, c]
        expert_in = jnp.einsum("tec,td->ecd", dispatch, x)
        hidden = jax.nn.relu(jnp.einsum("ecd,edf->ecf", expert_in, expert_in_weight))
        expert_out = jnp.einsum("ecf,efd->ecd", hidden, expert_out_weight)
        out = jnp.einsum("tec,ecd->td", combine, expert_out)
        # Switch Transformer's auxiliary loss: fraction routed x mean prob.
        density = jnp.mean(jax.nn.one_hot(expert_index, experts), axis=0)
        aux_loss = jnp.sum(density * jnp.mean(router_probs, axis=0)) * experts
        return out, expert_index, aux_loss

    inputs = dict(x=_zeros(tokens, d_model), router_weight=_zeros(d_model, experts),
                  expert_in_weight=_zeros(experts, d_model, d_ff),
                  expert_out_weight=_zeros(experts, d_ff, d_model))
    return fn, inputs, {"router_weight": "normal(0,1)",
                        "expert_in_weight": _fan_in_uniform(d_model),
                        "expert_out_weight": _fan_in_uniform(d_ff)}


def fnet_fft():
    """An FNet encoder block (Lee-Thorp et al.; the Flax reference code):
    token mixing by the real part of a 2-D FFT over the sequence and hidden
    axes (jnp.fft.fft2: stablehlo.fft on complex<f32>), a residual
    layernorm, then a GELU MLP and another residual layernorm."""
    batch, seq, d_model, d_ff = 2, 16, 32, 64

    def fn(x, mixing_norm_scale, mixing_norm_bias, ffn_up_weight, ffn_up_bias,
           ffn_down_weight, ffn_down_bias, output_norm_scale, output_norm_bias):
        mixed = jnp.real(jnp.fft.fft2(x, axes=(-2, -1)))
        h = _layernorm(x + mixed, mixing_norm_scale, mixing_norm_bias)
        f = jax.nn.gelu(h @ ffn_up_weight + ffn_up_bias)
        return _layernorm(h + f @ ffn_down_weight + ffn_down_bias, output_norm_scale,
                          output_norm_bias)

    inputs = dict(x=_zeros(batch, seq, d_model), mixing_norm_scale=_zeros(d_model),
                  mixing_norm_bias=_zeros(d_model), ffn_up_weight=_zeros(d_model, d_ff),
                  ffn_up_bias=_zeros(d_ff), ffn_down_weight=_zeros(d_ff, d_model),
                  ffn_down_bias=_zeros(d_model), output_norm_scale=_zeros(d_model),
                  output_norm_bias=_zeros(d_model))
    return fn, inputs


def _quantize_per_token_int8(x):
    """AQT's dynamic symmetric quantization of activations: one scale per
    row, round to nearest even, clip to [-127, 127]."""
    scale = jnp.max(jnp.abs(x), axis=-1, keepdims=True) / 127.0
    scale = jnp.where(scale == 0, jnp.ones_like(scale), scale)
    q = jnp.clip(jnp.round(x / scale), -127, 127).astype(jnp.int8)
    return q, scale


def int8_weight_matmul():
    """An int8 weight-quantized MLP as AQT/praxis serve it. Layer 1 is
    weight-only: the int8 kernel is dequantized (convert, times the
    per-output-channel f32 scale) and then multiplied in f32. Layer 2
    quantizes its activations per token as well and multiplies int8 by int8
    with lax.dot_general(preferred_element_type=int32), then rescales by
    both scales."""
    batch, d_in, d_hidden, d_out = 8, 32, 64, 16

    def fn(x, up_kernel, up_scale, up_bias, down_kernel, down_scale, down_bias):
        w = up_kernel.astype(x.dtype) * up_scale  # [d_in, d_hidden] * [1, d_hidden]
        h = jax.nn.gelu(jnp.dot(x, w) + up_bias)
        hq, h_scale = _quantize_per_token_int8(h)
        acc = jax.lax.dot_general(hq, down_kernel, (((1,), (0,)), ((), ())),
                                  preferred_element_type=jnp.int32)
        return acc.astype(x.dtype) * h_scale * down_scale + down_bias

    inputs = dict(x=_zeros(batch, d_in), up_kernel=np.zeros((d_in, d_hidden), np.int8),
                  up_scale=_zeros(1, d_hidden), up_bias=_zeros(d_hidden),
                  down_kernel=np.zeros((d_hidden, d_out), np.int8),
                  down_scale=_zeros(1, d_out), down_bias=_zeros(d_out))
    # A kernel's scale is its channel's max |w| / 127: about 1/sqrt(fan-in) / 127.
    return fn, inputs, {"up_kernel": "int(-127,127)", "down_kernel": "int(-127,127)",
                        "up_scale": "uniform(0.0012,0.0016)",
                        "down_scale": "uniform(0.0008,0.0011)"}


def int4_weight_matmul():
    """An int4 weight-only quantized projection as AQT/praxis and the
    GPTQ/AWQ-style JAX kernels write it: a jnp.int4 kernel with one f32
    scale per group of 16 input rows and output channel. Dequantized as
    convert + multiply by the group's scale, then a dot_general with
    preferred_element_type=float32; a second output multiplies first and
    scales after, per group (the order praxis' grouped einsum uses)."""
    batch, d_in, d_out, group = 8, 64, 32, 16
    groups = d_in // group

    def fn(x, kernel, kernel_scale):
        k = kernel.astype(jnp.float32).reshape(groups, group, d_out)
        w = (k * kernel_scale[:, None, :]).reshape(d_in, d_out)
        y = jax.lax.dot_general(x, w, (((1,), (0,)), ((), ())),
                                preferred_element_type=jnp.float32)
        xg = x.reshape(batch, groups, group)
        partial = jnp.einsum("bgi,gio->bgo", xg, kernel.astype(x.dtype).reshape(groups, group, d_out),
                             preferred_element_type=jnp.float32)
        y_grouped = jnp.einsum("bgo,go->bo", partial, kernel_scale)
        return y, y_grouped

    inputs = dict(x=_zeros(batch, d_in), kernel=np.zeros((d_in, d_out), jnp.int4),
                  kernel_scale=_zeros(groups, d_out))
    # max |w| over a group / 7, with weights of about 1/sqrt(64).
    return fn, inputs, {"kernel": "int(-7,7)", "kernel_scale": "uniform(0.015,0.02)"}


E4M3 = jnp.float8_e4m3fn
E5M2 = jnp.float8_e5m2


def _fp8_max(dtype):
    return jnp.finfo(dtype).max.astype(jnp.float32)


def _compute_scale(amax, scale, fp8_max, margin=0):
    """flax.linen.fp8_ops.compute_scale (delayed scaling): the scale that
    maps the recorded amax onto the format's largest value, kept when amax
    is zero or not finite. Returned as a divisor (the reciprocal of
    Transformer Engine's scale_inv)."""
    sf = (fp8_max / amax) / (2 ** margin)
    sf = jnp.where(amax > 0.0, sf, scale)
    sf = jnp.where(jnp.isfinite(amax), sf, scale)
    return 1.0 / sf


def _quantize(x, q_dtype, scale):
    """flax.linen.fp8_ops.quantize: divide by the scale, clip to the
    format's range, convert (round to nearest even)."""
    dtype_max = _fp8_max(q_dtype)
    return jnp.clip(x / scale, -dtype_max, dtype_max).astype(q_dtype)


def _update_amax_history(x, history):
    """Transformer Engine's amax history: roll, newest first."""
    return jnp.roll(history, shift=1).at[0].set(jnp.max(jnp.abs(x)))


def fp8_matmul():
    """An fp8 training matmul as Flax's fp8_ops / Transformer Engine write
    it (delayed scaling): each operand's scale comes from its amax history;
    the forward pass quantizes the activations and the kernel to
    float8_e4m3fn and multiplies with dot_general(preferred_element_type=
    float32), then rescales; the backward pass (a custom_vjp) quantizes the
    incoming gradient to float8_e5m2 and multiplies it, e5m2 by e4m3, into
    the activation and kernel gradients. Returns the output, both
    gradients, the updated amax histories and the new scales."""
    batch, d_in, d_out, history = 8, 32, 16, 16
    dims = (((1,), (0,)), ((), ()))

    @functools.partial(jax.custom_vjp, nondiff_argnums=())
    def fp8_dot(x, kernel, x_scale, kernel_scale, grad_scale):
        xq, kq = _quantize(x, E4M3, x_scale), _quantize(kernel, E4M3, kernel_scale)
        y = jax.lax.dot_general(xq, kq, dims, preferred_element_type=jnp.float32)
        return y * (x_scale * kernel_scale)

    def fp8_dot_fwd(x, kernel, x_scale, kernel_scale, grad_scale):
        xq, kq = _quantize(x, E4M3, x_scale), _quantize(kernel, E4M3, kernel_scale)
        y = jax.lax.dot_general(xq, kq, dims, preferred_element_type=jnp.float32)
        return y * (x_scale * kernel_scale), (xq, kq, x_scale, kernel_scale, grad_scale)

    def fp8_dot_bwd(res, g):
        xq, kq, x_scale, kernel_scale, grad_scale = res
        gq = _quantize(g, E5M2, grad_scale)
        dx = jax.lax.dot_general(gq, kq, (((1,), (1,)), ((), ())),
                                 preferred_element_type=jnp.float32)
        dk = jax.lax.dot_general(xq, gq, (((0,), (0,)), ((), ())),
                                 preferred_element_type=jnp.float32)
        return (dx * (grad_scale * kernel_scale), dk * (x_scale * grad_scale),
                None, None, None)

    fp8_dot.defvjp(fp8_dot_fwd, fp8_dot_bwd)

    def fn(x, kernel, out_grad, x_scale, kernel_scale, grad_scale,
           x_amax_history, kernel_amax_history, grad_amax_history):
        x_scale = _compute_scale(jnp.max(x_amax_history), 1.0 / x_scale, _fp8_max(E4M3))
        kernel_scale = _compute_scale(jnp.max(kernel_amax_history), 1.0 / kernel_scale,
                                      _fp8_max(E4M3))
        grad_scale = _compute_scale(jnp.max(grad_amax_history), 1.0 / grad_scale,
                                    _fp8_max(E5M2))
        y, vjp = jax.vjp(lambda a, b: fp8_dot(a, b, x_scale, kernel_scale, grad_scale),
                         x, kernel)
        dx, dkernel = vjp(out_grad)
        return (y, dx, dkernel,
                _update_amax_history(x, x_amax_history),
                _update_amax_history(kernel, kernel_amax_history),
                _update_amax_history(out_grad, grad_amax_history),
                x_scale, kernel_scale, grad_scale)

    inputs = dict(x=_zeros(batch, d_in), kernel=_zeros(d_in, d_out),
                  out_grad=_zeros(batch, d_out), x_scale=_zeros(1), kernel_scale=_zeros(1),
                  grad_scale=_zeros(1), x_amax_history=_zeros(history),
                  kernel_amax_history=_zeros(history), grad_amax_history=_zeros(history))
    return fn, inputs, {
        "out_grad": "normal(0,0.01)",
        # scales as the previous step left them (amax / fp8 max)
        "x_scale": "uniform(0.005,0.01)", "kernel_scale": "uniform(0.0003,0.0005)",
        "grad_scale": "uniform(5e-07,1e-06)",
        # the last steps' amax: activations normal(0,1), kernel +-1/sqrt(32),
        # gradients normal(0,0.01)
        "x_amax_history": "uniform(2.5,4)", "kernel_amax_history": "uniform(0.15,0.18)",
        "grad_amax_history": "uniform(0.025,0.04)"}


def scan_rnn():
    """A GRU over a sequence with lax.scan, as flax.linen.GRUCell computes
    a step (reset gate applied to the hidden projection, PyTorch/cuDNN
    convention) and nn.RNN scans it over time: returns every hidden state
    and the last."""
    seq, batch, features, hidden = 8, 2, 8, 16

    def fn(sequence, input_kernel, input_bias, recurrent_kernel, recurrent_bias,
           initial_carry):
        def gru_cell(h, x):
            xi = x @ input_kernel + input_bias  # [b, 3h]
            hh = h @ recurrent_kernel + recurrent_bias
            xr, xz, xn = jnp.split(xi, 3, axis=-1)
            hr, hz, hn = jnp.split(hh, 3, axis=-1)
            r = jax.nn.sigmoid(xr + hr)
            z = jax.nn.sigmoid(xz + hz)
            n = jnp.tanh(xn + r * hn)
            h = (1.0 - z) * n + z * h
            return h, h

        last, states = jax.lax.scan(gru_cell, initial_carry, sequence)
        return states, last

    inputs = dict(sequence=_zeros(seq, batch, features),
                  input_kernel=_zeros(features, 3 * hidden), input_bias=_zeros(3 * hidden),
                  recurrent_kernel=_zeros(hidden, 3 * hidden),
                  recurrent_bias=_zeros(3 * hidden), initial_carry=_zeros(batch, hidden))
    return fn, inputs, {"initial_carry": "normal(0,0.5)"}


def sort_op():
    """Sort-based ops of a sampler and a robust statistic: top-p (nucleus)
    filtering with jnp.argsort (probabilities sorted descending, cumulative
    sum, the smallest prefix reaching top_p kept, the mask brought back to
    vocabulary order by the inverse permutation, a second argsort), and
    the per-row median of the logits (jnp.median: a sort)."""
    batch, vocab, top_p = 4, 64, 0.9

    def fn(logits):
        probs = jax.nn.softmax(logits, axis=-1)
        order = jnp.argsort(-probs, axis=-1)
        sorted_probs = jnp.take_along_axis(probs, order, axis=-1)
        cumulative = jnp.cumsum(sorted_probs, axis=-1)
        keep_sorted = (cumulative - sorted_probs) < top_p  # the first always kept
        keep = jnp.take_along_axis(keep_sorted, jnp.argsort(order, axis=-1), axis=-1)
        filtered = jnp.where(keep, logits, -jnp.inf)
        return filtered, jnp.median(logits, axis=-1), jnp.sum(keep, axis=-1)

    return fn, dict(logits=_zeros(batch, vocab)), {"logits": "normal(0,2)"}


def causal_mask_finfo():
    """Causal self-attention with the mask written as Flax writes it
    (nn.make_causal_mask, nn.dot_product_attention_weights): masked scores
    set to jnp.finfo(jnp.float32).min, not -inf, then softmax."""
    seq, d_model, heads = 16, 32, 4
    head_dim = d_model // heads

    def fn(x, query_kernel, key_kernel, value_kernel, out_kernel):
        q = jnp.einsum("td,dhk->thk", x, query_kernel.reshape(d_model, heads, head_dim))
        k = jnp.einsum("td,dhk->thk", x, key_kernel.reshape(d_model, heads, head_dim))
        v = jnp.einsum("td,dhk->thk", x, value_kernel.reshape(d_model, heads, head_dim))
        q = q / jnp.sqrt(head_dim).astype(q.dtype)
        scores = jnp.einsum("qhd,khd->hqk", q, k)
        idx = jnp.arange(seq)
        mask = jnp.greater_equal(idx[:, None], idx[None, :])[None]  # make_causal_mask
        big_neg = jnp.finfo(jnp.float32).min
        scores = jnp.where(mask, scores, big_neg)
        weights = jax.nn.softmax(scores, axis=-1)
        out = jnp.einsum("hqk,khd->qhd", weights, v).reshape(seq, d_model)
        return out @ out_kernel

    inputs = dict(x=_zeros(seq, d_model), query_kernel=_zeros(d_model, d_model),
                  key_kernel=_zeros(d_model, d_model), value_kernel=_zeros(d_model, d_model),
                  out_kernel=_zeros(d_model, d_model))
    return fn, inputs


MODELS = ["train_step_dropout", "sampling_step", "moe_top2", "moe_argmax_router",
          "fnet_fft", "int8_weight_matmul", "int4_weight_matmul", "fp8_matmul",
          "scan_rnn", "sort_op", "causal_mask_finfo"]


def _example_inputs(inputs, domains, seed):
    """One draw of each argument from its domain (a rough stand-in for the
    front end's draw, enough to exercise the program)."""
    import re

    rng = np.random.default_rng(seed)
    out = {}
    for name, value in inputs.items():
        dtype = np.asarray(value).dtype
        spec = domains.get(name)
        if spec is None:
            spec = "int(0,15)" if jnp.issubdtype(dtype, jnp.integer) else "normal(0,0.2)"
        kind, args = re.match(r"(\w+)\((.*)\)", spec).groups()
        args = [float(a) for a in args.split(",")]
        if kind == "int":
            v = rng.integers(int(args[0]), int(args[1]), size=value.shape, endpoint=True)
        elif kind == "uniform":
            v = rng.uniform(args[0], args[1], size=value.shape)
        else:
            v = rng.normal(args[0], args[1], size=value.shape)
        out[name] = np.asarray(v).astype(dtype)
    return out


def _ops_and_types(text):
    import re

    ops = sorted(set(re.findall(r"\b((?:stablehlo|chlo)\.[a-z_0-9]+)\b", text)))
    # Attributes (reduce_window's padding, ...) are not values.
    text = re.sub(r"\w+ = dense<[^>]*> : tensor<[^>]*>", "", text)
    types = set(re.findall(r"tensor<(?:[0-9?]+x)*([a-zA-Z][a-zA-Z0-9<>]*?)>", text))
    types |= set(re.findall(r"tensor<(?:[0-9?]+x)*(complex<\w+>)>", text))
    types = sorted(t for t in types if not t.startswith("complex") or t.endswith(">"))
    return ops, types


def main():
    print(f"jax {jax.__version__}")
    for name in MODELS:
        made = globals()[name]()
        fn, inputs = made[0], made[1]
        domains = made[2] if len(made) == 3 else {}
        names = list(inputs)

        def positional(*args, fn=fn, names=names):
            return fn(**dict(zip(names, args)))

        values = list(_example_inputs(inputs, domains, 0).values())
        jitted = jax.jit(positional)
        first = jax.tree_util.tree_leaves(jitted(*values))
        second = jax.tree_util.tree_leaves(jax.jit(positional)(*values))
        same = all(np.array_equal(np.asarray(a), np.asarray(b), equal_nan=True)
                   for a, b in zip(first, second))
        finite = all(np.all(np.isfinite(np.asarray(a, np.float64))) for a in first
                     if np.asarray(a).dtype.kind == "f")
        ops, types = _ops_and_types(jitted.lower(*values).as_text())
        print(f"{name}: {'deterministic' if same else 'OUTPUTS DIFFER BETWEEN RUNS'}"
              f"{'' if finite else ' (non-finite outputs)'}")
        print(f"  types: {' '.join(types)}")
        print(f"  ops:   {' '.join(ops)}")
        if not same:
            raise SystemExit(1)


if __name__ == "__main__":
    main()
